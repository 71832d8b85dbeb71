// The message of assert is a string.
model AssertMessage
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
  assert(x > 0, 3);
end AssertMessage;
