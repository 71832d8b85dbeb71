// A Real assigned to an Integer inside a function.
function repeat
  input Integer n;
  input Real u;
  output Integer k;
algorithm
  k := n * u;
end repeat;

model FunctionIntegerAssignment
  Real x(start = 1, fixed = true);
  Integer m;
equation
  der(x) = -x;
  m = repeat(2, 1);
end FunctionIntegerAssignment;
