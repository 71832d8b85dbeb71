// A function computes with an algorithm, not with equations; its component
// types are Real, Integer, Boolean and short types of them.
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
