// The capacitor loop of index_capacitor_loop with the choice of state
// turned round by stateSelect: v1 never, v2 prefer.  v2 is the state; v1's
// fixed start 1 becomes the initial equation v1 = 1 (spec 8.6), so v2
// starts at 1 as well: v = V + (1 - V) exp(-t / 8), at t = 8 4 - 3/e =
// 2.896361676.  (Were v1 the state and v2 at its start 0, v(8) would be
// 2.528482235.)
// run --stop-time=8
// expect final v1 2.896361676 2e-5
// expect final v2 2.896361676 2e-5
// expect at 0 v2 1 1e-9
model IndexStateSelect
  parameter Real R = 2, C1 = 1, C2 = 3, V = 4;
  Real v1(start = 1, fixed = true, stateSelect = StateSelect.never);
  Real v2(stateSelect = StateSelect.prefer);
  Real i1, i2, i;
equation
  C1 * der(v1) = i1;
  C2 * der(v2) = i2;
  v1 = v2;
  i = i1 + i2;
  R * i = V - v1;
end IndexStateSelect;
