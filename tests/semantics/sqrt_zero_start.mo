// sqrt of an exact 0 at the start: x = t^2, so sqrt(x) = t, and the loop
// y + y^3 = sqrt(x) + 2 gives y(0) = 1, y(1) = 1.2134117 (root of
// y^3 + y - 3).  d sqrt(x)/dx is infinite at x = 0: that Jacobian entry is
// taken by differences and initialization succeeds; z = sqrt(w) with w
// staying at its exact 0 keeps z = 0.
// run --stop-time=1
// expect at 0 y 1 1e-6
// expect final y 1.2134117 1e-5
// expect final z 0 0
model SqrtZeroStart
  Real x(start = 0, fixed = true);
  Real w(start = 0, fixed = true);
  Real y(start = 1);
  Real z;
equation
  der(x) = 2*time;
  y + y^3 = sqrt(x) + 2;
  der(w) = -sqrt(w);
  z*(1 + z^2) = sqrt(w);
end SqrtZeroStart;
