// Two masses rigidly joined, written with flange variables as a library
// would connect them: mass 1's right flange at s1 + L/2 is mass 2's left
// flange at s2 - L/2, and the flange forces cancel.  Driven by F from rest,
// they move as one of mass m1 + m2: s1 = F t^2 / (2 (m1 + m2)) = t^2/4,
// v1 = t/2, and the joint pushes mass 2 with m2 F / (m1 + m2) = 1.5.
// At t = 2: s1 = 1, v1 = 1, s2 = s1 + L = 1.5, v2 = 1.
// run --stop-time=2
// expect final s1 1 1e-5
// expect final v1 1 1e-5
// expect final s2 1.5 1e-5
// expect final v2 1 1e-5
// expect final fb 1.5 1e-5
// expect at 1 s2 0.75 1e-5
model IndexRigidMasses
  parameter Real m1 = 1, m2 = 3, F = 2, L = 0.5;
  Real s1(start = 0, fixed = true), v1(start = 0, fixed = true), s2, v2;
  Real sa, sb, fa, fb;
equation
  v1 = der(s1);
  m1 * der(v1) = F + fa;
  sa = s1 + L / 2;
  v2 = der(s2);
  m2 * der(v2) = fb;
  sb = s2 - L / 2;
  sa = sb;
  fa + fb = 0;
end IndexRigidMasses;
