// assert(not initial()) fails at initialization, where initial() is true:
// asserts are checked there too, on the initial values (x = 2 here).
// run --stop-time=1
// expect exit 1
// expect stderr at t=0, assertion failed: checked during initialization, x = 2
model AssertNotInitial
  Real x(start = 2, fixed = true);
equation
  der(x) = -x;
  assert(not initial(), "checked during initialization, x = " + String(x));
end AssertNotInitial;
