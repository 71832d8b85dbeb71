// Subscripts on a scalar, and more subscripts than dimensions.
model SubscriptOnScalar
  Real s;
  Real x[2];
equation
  s = 1;
  x[1] = s[1];
  x[2] = x[1, 1];
end SubscriptOnScalar;
