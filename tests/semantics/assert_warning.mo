// An assertion with level = AssertionLevel.warning only warns.
// run --stop-time=1
// expect stderr warning
// expect stderr x passed 0.7
// expect final x 1 1e-9
model AssertWarning
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  assert(x < 0.7, "x passed 0.7", level = AssertionLevel.warning);
end AssertWarning;
