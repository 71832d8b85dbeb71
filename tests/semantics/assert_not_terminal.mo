// assert(not terminal()) fails at the stop time and only there: the asserts
// of the run before hold (the first one fails at t=0.5 if checked early).
// run --stop-time=0.75
// expect exit 1
// expect stderr at t=0.75, assertion failed: the run reached its end
model AssertNotTerminal
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  assert(x < 0.5 or not terminal() or x > 0.7, "x between 0.5 and 0.7 at the end");
  assert(not terminal(), "the run reached its end");
end AssertNotTerminal;
