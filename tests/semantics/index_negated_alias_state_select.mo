// stateSelect of an alias class joined by a negation: q = -x2 names x2
// measured the other way round, and its StateSelect.always is x2's wish.
// Two masses joined rigidly, x1 = x2 + 1, leave one position state: x2,
// through q, not x1 (which the order of declaration would otherwise
// keep, its start being the smaller in magnitude).  Neither start is
// fixed, so the state starts at its own start value: x2 = -3 (x1 = -2),
// and both masses accelerate from rest at F / (m1 + m2) = 2, x2 = -3 +
// t^2: at t = 1, x2 = -2, x1 = -1, q = 2 (with x1 the state, x1 would
// start at 0).
// run --stop-time=1
// expect at 0 x2 -3 1e-9
// expect final x2 -2 1e-6
// expect final x1 -1 1e-6
// expect final q 2 1e-6
// expect final v2 2 1e-6
model IndexNegatedAliasStateSelect
  parameter Real m1 = 2;
  parameter Real m2 = 2;
  parameter Real F = 8;
  Real x2(start = -3);
  Real v2(start = 0);
  Real x1(start = 0);
  Real v1(start = 0);
  Real f;
  Real q(stateSelect = StateSelect.always) "x2, measured the other way round";
equation
  q = -x2;
  der(x1) = v1;
  der(x2) = v2;
  m1 * der(v1) = f;
  m2 * der(v2) = -f + F;
  x1 = x2 + 1;
end IndexNegatedAliasStateSelect;
