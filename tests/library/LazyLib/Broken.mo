within LazyLib;
model Broken "a syntax error: the models that do not use it compile"
  Real x(start = 1, fixed = true);
equation
  der(x) = -x *;
end Broken;
