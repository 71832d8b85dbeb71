// An input without a default left out of the call.
function scaled
  input Real u;
  input Real k;
  output Real y;
algorithm
  y := k * u;
end scaled;

model FunctionMissingArgument
  Real x(start = 1, fixed = true);
equation
  der(x) = -scaled(x);
end FunctionMissingArgument;
