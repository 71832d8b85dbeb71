// stateSelect of an alias class: p = x2 names one quantity twice, and the
// strongest wish among its names is the quantity's (a part whose own
// coordinate is StateSelect.always around a joint whose coordinate der()
// reads).  Two masses joined rigidly, x1 = x2 + 1, leave one position
// state: x2, through p, not x1 (which the order of declaration would
// otherwise keep).  Neither start is fixed, so the state starts at its own
// start value: x2 = 2 (x1 = 3), and both masses accelerate at F / (m1 +
// m2) = 2 from rest, x2 = 2 + t^2: at t = 1, x2 = 3 and x1 = 4 (with x1
// the state, x1 would start at 5).
// run --stop-time=1
// expect at 0 x2 2 1e-9
// expect final x2 3 1e-6
// expect final x1 4 1e-6
// expect final v2 2 1e-6
model IndexAliasStateSelect
  parameter Real m1 = 1;
  parameter Real m2 = 3;
  parameter Real F = 8;
  Real x2(start = 2);
  Real v2(start = 0);
  Real x1(start = 5);
  Real v1(start = 0);
  Real f;
  Real p(stateSelect = StateSelect.always) "the coordinate of a part around the second mass";
equation
  p = x2;
  der(x1) = v1;
  der(x2) = v2;
  m1 * der(v1) = f;
  m2 * der(v2) = -f + F;
  x1 = x2 + 1;
end IndexAliasStateSelect;
