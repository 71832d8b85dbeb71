// The dead band of a relation is max(floor, 1e-12 * scale): floor is the
// relation's annotation, else --hysteresis (1e-10); scale is the largest
// declared nominal of the variables in its operands, else the larger
// |operand| when it last switched.
// p(t) = (t-1)(t-2)(t-3) is > 0 on (1, 2) and t > 3, < 0 on (2, 3) with its
// minimum -2/(3 sqrt 3) = -0.3849 at t = 2 + 1/sqrt(3).
// @big: operands of size 1e19 -> band 1e7 > the dip 1e7*0.3849: true from
//   t = 1 on (one ulp of 1e19 is 2048, so time is resolved to ~1e-4 only);
//   with a band of 1e-10 it would fire again at t = 3.
// @x: x = 1e3 p with nominal 1e15 -> band 1e3 > the dip 384.9: fires once.
// @y: the same values without a nominal: band 1e-10, false on (2, 3), fires
//   again at t = 3.
// @floor: 2*y with annotation hysteresis = 1000 > 2*384.9: fires once.
// expect events @big 1
// expect event @big 1 1 2e-4
// expect events @x 1
// expect event @x 1 1 1e-9
// expect events @y 2
// expect event @y 2 3 1e-9
// expect events @floor 1
// expect final nBig 1 0
// expect final nX 1 0
// expect final nY 2 0
// expect final nFloor 1 0
model HysteresisRelative
  Real x(nominal = 1e15);
  Real y;
  Integer nBig(start = 0, fixed = true), nX(start = 0, fixed = true);
  Integer nY(start = 0, fixed = true), nFloor(start = 0, fixed = true);
equation
  x = 1e3*(time - 1)*(time - 2)*(time - 3);
  y = x;
  when 1e19 + 1e7*(time - 1)*(time - 2)*(time - 3) > 1e19 then // @big
    nBig = pre(nBig) + 1;
  end when;
  when x > 0 then // @x
    nX = pre(nX) + 1;
  end when;
  when y > 0 then // @y
    nY = pre(nY) + 1;
  end when;
  when 2*y > 0 then // @floor
    nFloor = pre(nFloor) + 1;
  end when annotation(__hysc(hysteresis = 1000));
  annotation(experiment(StopTime = 4));
end HysteresisRelative;
