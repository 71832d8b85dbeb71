// Array built-ins called with the wrong number of arguments.
model ArrayBuiltinArguments
  Real a[2, 2] = identity(2, 2);
  Real b[3] = linspace(0, 1);
  Real c = size();
  Real d[2] = transpose({1, 2}, 1);
  Real e[2] = zeros();
equation
end ArrayBuiltinArguments;
