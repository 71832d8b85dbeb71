// The pendulum at rest with all four start values fixed: two are redundant
// with the constraint and become guesses (with a warning).
model PendulumAllFixed
  parameter Real L = 1, m = 1, g = 9.81;
  Real x(start = L, fixed = true), y(start = 0, fixed = true);
  Real vx(start = 0, fixed = true), vy(start = 0, fixed = true);
  Real lambda;
equation
  der(x) = vx;
  der(y) = vy;
  m * der(vx) = -lambda * x;
  m * der(vy) = -m * g - lambda * y;
  x^2 + y^2 = L^2;
end PendulumAllFixed;
