// A failed assertion stops the run at the instant its relation changes.
// run --stop-time=1
// expect exit 1
// expect stderr assertion failed: x must stay below 0.7
// expect stderr t=0.7
model AssertStops
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  assert(x < 0.7, "x must stay below 0.7");
end AssertStops;
