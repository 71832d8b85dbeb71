// A function without an output has no value.
function check
  input Real u;
algorithm
  assert(u > 0, "u must be positive");
end check;

model FunctionNoOutput
  Real x(start = 1, fixed = true);
equation
  der(x) = -check(x);
end FunctionNoOutput;
