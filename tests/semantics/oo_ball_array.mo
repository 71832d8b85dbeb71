// An array of components: b[i] falls from h0 = i with restitution e = 0.9
// (each) and mass-independent g = 9.81; b[1] first hits the floor at
// sqrt(2/9.81) = 0.451524, b[2] at sqrt(4/9.81) = 0.638551, b[3] at
// sqrt(6/9.81) = 0.782062.  At t = 0.5 b[3] still falls freely:
// h = 3 - 9.81/2 0.25 = 1.77375, v = -4.905.  b[2] at t = 0.5:
// h = 2 - 1.22625 = 0.77375.  The sum reads b[2].h through its dotted name.
// run --stop-time=1
// expect events @bounce 3
// expect event @bounce 1 0.451524 1e-5
// expect event @bounce 2 0.638551 1e-5
// expect event @bounce 3 0.782062 1e-5
// expect at 0.5 b[3].h 1.77375 1e-5
// expect at 0.5 b[3].v -4.905 1e-5
// expect at 0.5 b[2].h 0.77375 1e-5
// expect at 0.5 top 2.5475 1e-5
model Ball
  parameter Real e = 0.8;
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -9.81;
  when h < 0 then  // @bounce
    reinit(v, -e*pre(v));
  end when;
end Ball;

model oo_ball_array
  parameter Integer n = 3;
  Ball b[n](each e = 0.9, h(start = {1, 2, 3}));
  Real top = b[2].h + b[3].h;
end oo_ball_array;
