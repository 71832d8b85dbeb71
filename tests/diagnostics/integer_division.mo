// '/' gives a Real, also of two Integers: 7/2 is 3.5, no Integer; so does
// Integer ^ Integer.
model IntegerDivision
  parameter Integer k = 7 / 2;
  parameter Integer p = 2 ^ 3;
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end IntegerDivision;
