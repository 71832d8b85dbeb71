// A function computes with an algorithm, not with equations.
function half
  input Real u;
  input String label;
  output Real y;
equation
  y = u / 2;
end half;

model FunctionEquationSection
  Real x(start = 1, fixed = true);
equation
  der(x) = -half(x, "x");
end FunctionEquationSection;
