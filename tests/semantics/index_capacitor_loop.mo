// Two capacitors in parallel, charged from a source V through a resistor R:
// their loop v1 = v2 involves no unknown.  Differentiated (der(v1) =
// der(v2)), with der(v2) a dummy derivative, it leaves one state, v1, and
// v = V (1 - exp(-t / (R (C1 + C2)))): at t = 8, with R (C1 + C2) = 8,
// v = 4 (1 - 1/e) = 2.528482235; the currents split as the capacitances,
// i1 = C1 dv/dt = (V - v) / (R (C1 + C2)) C1 = 0.18393972.
// run --stop-time=8
// expect final v1 2.528482235 2e-5
// expect final v2 2.528482235 2e-5
// expect final i1 0.18393972 2e-5
// expect final i2 0.55181916 2e-5
model IndexCapacitorLoop
  parameter Real R = 2, C1 = 1, C2 = 3, V = 4;
  Real v1(start = 0, fixed = true), v2, i1, i2, i;
equation
  C1 * der(v1) = i1;
  C2 * der(v2) = i2;
  v1 = v2;
  i = i1 + i2;
  R * i = V - v1;
end IndexCapacitorLoop;
