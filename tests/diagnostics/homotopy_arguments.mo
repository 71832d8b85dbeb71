// homotopy takes actual and simplified; semiLinear three arguments.
model HomotopyArguments
  Real x(start = 1, fixed = true);
  Real y, z;
equation
  der(x) = -x;
  y = homotopy(actual = x, simple = x);
  z = semiLinear(x, 2);
end HomotopyArguments;
