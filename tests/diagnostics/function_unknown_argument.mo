// A named argument that is no input: one names an output, one nothing.
function scaled
  input Real u;
  input Real k = 2;
  output Real y;
algorithm
  y := k * u;
end scaled;

model FunctionUnknownArgument
  Real x(start = 1, fixed = true);
  Real a, b;
equation
  der(x) = -x;
  a = scaled(x, y = 2);
  b = scaled(x, gain = 2);
end FunctionUnknownArgument;
