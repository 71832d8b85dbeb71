// args: -p m=3
// -p names a parameter the model does not have.
model ParamUnknown
  parameter Integer n = 2;
  Real x[n] = fill(1, n);
equation
end ParamUnknown;
