// fixed = true on a continuous algebraic variable (spec 8.6) is the initial
// equation a = start, as on a state: x'' + x' + x = p with x(0) = 0 and
// a(0) = x''(0) = 0 leaves v(0) = p = 2, so x = 2 + exp(-t/2)*(-2 cos(wt) +
// sin(wt)/w), w = sqrt(3)/2: x(1) = 1.7476141, x(2) = 2.5374105.
// In the second system y and w are fixed already, so the fixed start of b
// is one condition too many: it gives way, a guess with a warning, and
// b(0) = q - y - w = 1; y = 1 - exp(-t/2)*(cos(wt) + sin(wt)/(2w)),
// y(2) = 0.8494256.
// run --stop-time=2
// expect at 0 v 2 1e-9
// expect at 0 a 0 1e-9
// expect at 0 b 1 1e-9
// expect at 1 x 1.7476141 1e-4
// expect final x 2.5374105 1e-4
// expect final y 0.8494256 1e-4
model AlgebraicFixedStart
  parameter Real p = 2, q = 1;
  Real x(start = 0, fixed = true);
  Real v;
  Real a(start = 0, fixed = true);
  Real y(start = 0, fixed = true);
  Real w(start = 0, fixed = true);
  Real b(start = 5, fixed = true);
equation
  der(x) = v;
  der(v) = a;
  a = p - x - v;
  der(y) = w;
  der(w) = b;
  b = q - y - w;
end AlgebraicFixedStart;
