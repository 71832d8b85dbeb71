model AssertBeforeAssignment
  Real x(start = 1, fixed = true);
  Real y;
equation
  der(x) = -x;
algorithm
  y := x;
  assert(y > 0, "positive");
  y := y - 2;
end AssertBeforeAssignment;
