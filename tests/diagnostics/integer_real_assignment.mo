// A Real value is not truncated into an Integer: the equation is an error.
model IntegerRealAssignment
  Integer n;
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
  n = 2.0;
end IntegerRealAssignment;
