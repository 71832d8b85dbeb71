// A position constraint through a recursive function: it has no closed form
// to differentiate and no derivative annotation.
function height
  input Real x;
  input Integer n;
  output Real y;
algorithm
  y := if n == 0 then 0.5 * x else height(x, n - 1);
end height;

model FunctionRecursiveConstraint
  parameter Real g = 9.81;
  Real x(start = 0, fixed = true), y(start = 0), vx(start = 0, fixed = true), vy(start = 0);
  Real lambda;
equation
  der(x) = vx;
  der(y) = vy;
  der(vx) = -0.5 * lambda;
  der(vy) = -g + lambda;
  y = height(x, 2);
end FunctionRecursiveConstraint;
