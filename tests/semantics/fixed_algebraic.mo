// fixed = true on a variable that is no state (spec 8.6: the initial
// equation y = start).  y = 3 x with y(start = 2, fixed = true) gives
// x(0) = 2/3, and x' = -x then x = 2/3 exp(-t), y = 2 exp(-t):
// x(1) = 0.245252960781, y(1) = 0.735758882343.  The component p has a
// position r beside its connector's s (r = s), as a body has: the fixed
// start of r is s's initial value, s(0) = 0.5, and s' = 1: s(1) = 1.5.
// run --stop-time=1 --rtol=1e-8 --atol=1e-10
// expect at 0 x 0.666666666667 1e-9
// expect at 0 y 2 1e-9
// expect final x 0.245252960781 1e-6
// expect final y 0.735758882343 1e-6
// expect at 0 p.s 0.5 1e-9
// expect final p.r 1.5 1e-6
model FixedAlgebraic
  model Point
    Real s;
    Real r(start = 0.5, fixed = true);
  equation
    r = s;
    der(s) = 1;
  end Point;
  Real x;
  Real y(start = 2, fixed = true);
  Point p;
equation
  der(x) = -x;
  y = 3*x;
end FixedAlgebraic;
