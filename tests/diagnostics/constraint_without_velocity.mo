// x and y are first-order states: their constraint, which z would have to
// satisfy, cannot be index reduced.
model ConstraintWithoutVelocity
  Real x(start = 1, fixed = true);
  Real y;
  Real z;
equation
  der(x) = -x + z;
  der(y) = x;
  x + y = 1;
end ConstraintWithoutVelocity;
