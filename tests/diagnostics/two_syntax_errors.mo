// Two mistakes: both are reported in one run.
model TwoSyntaxErrors
  Real x(start = 1, fixed = true);
  Real y;
equation
  der(x) = -x +;
  y = 2 * * x;
end TwoSyntaxErrors;
