// args: -p x=3
// -p sets parameters only.
model ParamNotParameter
  Real x = 1;
equation
end ParamNotParameter;
