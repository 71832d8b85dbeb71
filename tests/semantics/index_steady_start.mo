// The capacitor loop of index_capacitor_loop started in steady state
// (initial equation der(v1) = 0): one of der(v1), der(v2) is a dummy
// derivative, and the initial equation reads it or the state's derivative;
// either way both currents are 0 at the start, so v1 = v2 = V = 4 and the
// circuit stays there.
// run --stop-time=8
// expect at 0 v1 4 1e-8
// expect final v2 4 1e-8
// expect final i 0 1e-8
model IndexSteadyStart
  parameter Real R = 2, C1 = 1, C2 = 3, V = 4;
  Real v1, v2, i1, i2, i;
initial equation
  der(v1) = 0;
equation
  C1 * der(v1) = i1;
  C2 * der(v2) = i2;
  v1 = v2;
  i = i1 + i2;
  R * i = V - v1;
end IndexSteadyStart;
