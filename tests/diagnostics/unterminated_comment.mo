// A block comment that never ends.
model UnterminatedComment
  Real x(start = 1, fixed = true);
equation
  der(x) = -x; /* decay
end UnterminatedComment;
