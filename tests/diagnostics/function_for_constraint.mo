// A position constraint through a function whose body loops: it has no
// closed form to differentiate, so it needs annotation(derivative = ...).
function polyline
  input Real x;
  output Real y = 0;
algorithm
  for k in 1:3 loop
    y := y + 0.1 * x^k;
  end for;
end polyline;

model FunctionForConstraint
  parameter Real g = 9.81;
  Real x(start = 0, fixed = true), y(start = 0), vx(start = 1, fixed = true), vy(start = 0.1);
  Real lambda;
equation
  der(x) = vx;
  der(y) = vy;
  der(vx) = -0.1 * lambda;
  der(vy) = -g + lambda;
  y = polyline(x);
end FunctionForConstraint;
