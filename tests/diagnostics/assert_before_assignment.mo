// An assert of an algorithm reads the values of its place when assignments
// before it give them; here an if-statement may assign y before the
// assert, so its value there is not known and the assert would be checked
// with y's value at the end, which the assignment after it changes.
model AssertBeforeAssignment
  Real x(start = 1, fixed = true);
  Real y;
equation
  der(x) = -x;
algorithm
  y := x;
  if x > 0.5 then
    y := 2 * x;
  end if;
  assert(y > 0, "positive");
  y := y - 2;
end AssertBeforeAssignment;
