// x and y are first-order states: their constraint cannot be index reduced.
model ConstraintWithoutVelocity
  Real x(start = 1, fixed = true);
  Real y;
equation
  der(x) = -x + y;
  der(y) = x;
  x + y = 1;
end ConstraintWithoutVelocity;
