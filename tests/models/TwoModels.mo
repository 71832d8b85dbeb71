// Two models in one file: the one named like the file is the default.
model Other
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end Other;

model TwoModels
  Real x(start = 1, fixed = true);
equation
  der(x) = -2 * x;
end TwoModels;
