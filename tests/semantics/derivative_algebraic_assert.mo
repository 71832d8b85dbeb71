// der() of an algebraic variable in an assert, written from its equation
// (src/symbolic/rates.c): y = 2 sin(t) has der(y) = 2 cos(t), which falls below -1.9
// at t = acos(-0.95) = 2.8240322; the run stops there on both backends.
// Read from the solvers' own derivatives, the assert never failed.
// run --stop-time=3
// expect exit 1
// expect stderr assertion failed: y falls too fast
// expect stderr at t=2.82403
model DerivativeAlgebraicAssert
  Real x(start = 0, fixed = true);
  Real y;
equation
  der(x) = 1;
  y = 2*sin(x);
  assert(der(y) > -1.9, "y falls too fast");
end DerivativeAlgebraicAssert;
