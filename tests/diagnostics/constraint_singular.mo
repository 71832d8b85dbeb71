// Two algebraic variables, and one equation fixes neither: structurally singular.
model ConstraintSingular
  Real x(start = 0, fixed = true);
  Real a, b;
equation
  der(x) = a + b;
  a + b = 1;
  0 = 2;
end ConstraintSingular;
