// Three instances of one Ball class bounce independently, each with its own
// events.  A ball dropped from h0 reaches the floor at t1 = sqrt(2 h0 / g)
// with speed g t1 and leaves it with e g t1; until the next impact
// h(t) = e g t1 (t - t1) - g/2 (t - t1)^2.  With g = 9.81:
//   b2 (h0 = 1, e = 0.8): t1 = 0.451524; at t = 1: h = 0.468004, v = -1.836996
//   b1 (h0 = 2, e = 0.7): t1 = 0.638551; at t = 1: h = 0.944113, v = 0.839113
//   b3 (h0 = 3, e = 0.5): t1 = 0.782062; at t = 1: h = 0.603041, v = 1.698041
// so the when-clause written once fires three times, in that order.
// run --stop-time=1
// expect events @bounce 3
// expect event @bounce 1 0.451524 1e-5
// expect event @bounce 2 0.638551 1e-5
// expect event @bounce 3 0.782062 1e-5
// expect final b1.h 0.944113 1e-4
// expect final b1.v 0.839113 1e-4
// expect final b2.h 0.468004 1e-4
// expect final b2.v -1.836996 1e-4
// expect final b3.h 0.603041 1e-4
// expect final b3.v 1.698041 1e-4
model Ball
  parameter Real e = 0.8 "coefficient of restitution";
  parameter Real g = 9.81;
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -g;
  when h < 0 then  // @bounce
    reinit(v, -e*pre(v));
  end when;
end Ball;

model oo_three_balls
  Ball b1(e = 0.7, h(start = 2));
  Ball b2;
  Ball b3(e = 0.5, h.start = 3);
end oo_three_balls;
