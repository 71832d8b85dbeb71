// der(x) = -sqrt(max(x, 0)) from x(0) = 1: x = (1 - t/2)^2 until t = 2,
// then 0.  At x = 0 the symbolic entry d sqrt(x)/dx is infinite; that entry
// is taken by differences (hysc(7), JACOBIANS) and the run goes on to the
// rest at 0 on both backends.
// run --stop-time=3
// expect at 0.6 x 0.49 1e-5
// expect at 1.5 x 0.0625 1e-5
// expect at 1.8 x 0.01 1e-5
// expect final x 0 1e-6
model SqrtReachesZero
  Real x(start = 1, fixed = true);
equation
  der(x) = -sqrt(max(x, 0));
end SqrtReachesZero;
