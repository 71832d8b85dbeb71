// sin takes one argument, atan2 two.
model WrongArgumentCount
  Real x(start = 1, fixed = true);
equation
  der(x) = sin(x, 2) + atan2(x);
end WrongArgumentCount;
