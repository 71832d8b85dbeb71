// Two inertias through an ideal gear, written with flange variables as a
// library would connect them (inertia 1 - gear - inertia 2): the gear's
// constraint phia = r phib reaches the inertias' positions only through
// their flange equations.  With J1 = 1, J2 = 4, r = 2 the inertia seen at
// shaft 1 is J1 + J2/r^2 = 2, so a torque T = 2 gives der(w1) = 1: w1 = t,
// phi1 = t^2/2, w2 = t/2; the gear takes taua = 1 N m from shaft 1 and
// (0 = r taua + taub) acts on shaft 2 with -taub = 2 N m.
// At t = 2: phi1 = 2, phi2 = 1.
// run --stop-time=2
// expect final phi1 2 1e-5
// expect final phi2 1 1e-5
// expect final w1 2 1e-5
// expect final w2 1 1e-5
// expect final taua 1 1e-5
// expect final taub -2 1e-5
model IndexIdealGear
  parameter Real J1 = 1, J2 = 4, r = 2, T = 2;
  Real phi1(start = 0, fixed = true), w1(start = 0, fixed = true), a1, phi2, w2, a2;
  Real phia, phib, taua, taub;
equation
  w1 = der(phi1);
  a1 = der(w1);
  J1 * a1 = T - taua;
  phi1 = phia;
  phia = r * phib;
  0 = r * taua + taub;
  phib = phi2;
  w2 = der(phi2);
  a2 = der(w2);
  J2 * a2 = -taub;
end IndexIdealGear;
