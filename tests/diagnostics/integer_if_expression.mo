// An if-expression with a Real branch is Real, whichever branch is taken.
model IntegerIfExpression
  Real x(start = 1, fixed = true);
  Integer k;
equation
  der(x) = -x;
  k = if x > 0.5 then 1 else 2.5;
end IntegerIfExpression;
