// More arguments than the function has inputs.
function twice
  input Real u;
  output Real y;
algorithm
  y := 2 * u;
end twice;

model FunctionArgumentCount
  Real x(start = 1, fixed = true);
equation
  der(x) = -twice(x, 3);
end FunctionArgumentCount;
