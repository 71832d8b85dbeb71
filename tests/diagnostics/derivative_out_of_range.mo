// A constraint whose derivative folds two large constants into one beyond
// the range of a double: 1e200 * (2e200 * x) differentiates to 2e400 * vx.
model DerivativeOutOfRange
  Real x(start = 0);
  Real y(start = 1, fixed = true);
  Real vx(start = 0);
  Real vy(start = 0, fixed = true);
  Real lambda;
equation
  der(x) = vx;
  der(y) = vy;
  der(vx) = -lambda * x;
  der(vy) = -9.81 - lambda * y;
  1e200 * (2e200 * x) + y^2 = 1;
end DerivativeOutOfRange;
