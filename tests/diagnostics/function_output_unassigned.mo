// An output that the algorithm never assigns and that has no binding.
function split
  input Real u;
  output Real whole;
  output Real rest;
algorithm
  whole := floor(u);
end split;

model FunctionOutputUnassigned
  Real x(start = 1, fixed = true);
equation
  der(x) = -split(x);
end FunctionOutputUnassigned;
