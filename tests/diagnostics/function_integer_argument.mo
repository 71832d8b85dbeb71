// A Real argument for an Integer input.
function repeat
  input Integer n;
  input Real u;
  output Integer k;
algorithm
  k := n;
end repeat;

model FunctionIntegerArgument
  Real x(start = 1, fixed = true);
  Integer m;
equation
  der(x) = -x;
  m = repeat(2.5, 1);
end FunctionIntegerArgument;
