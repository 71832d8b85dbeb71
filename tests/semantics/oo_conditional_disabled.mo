// A conditional component whose condition is false is removed with every
// connect() that names it (spec 4.4.5): k2 and its two connections go, and
// the connection sets are what is left, {k1.a, mass.a} and {k1.b, wall.a}.
// One spring (k = 8) on the mass m = 4: omega = sqrt(2), mass.s =
// cos(sqrt(2) t).  At t = pi/(2 sqrt 2) = 1.1107207345: s = 0,
// v = -sqrt(2) = -1.4142135624; at t = pi/sqrt(2) = 2.2214414691: s = -1,
// k1.a.f = 8 (s - 0) = -8, and the wall takes k1's force alone:
// wall.a.f = -k1.b.f = k1.a.f = -8 (with k2 it would be -16).
// run --stop-time=2.221441469079183
// expect at 1.1107207345395915 mass.v -1.4142135624 2e-4
// expect final mass.s -1 2e-4
// expect final k1.a.f -8 2e-3
// expect final wall.a.f -8 2e-3
connector Flange
  Real s;
  flow Real f;
end Flange;

model Mass
  Flange a;
  parameter Real m = 1;
  Real s(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  s = a.s;
  der(s) = v;
  m*der(v) = a.f;
end Mass;

model Wall
  Flange a;
equation
  a.s = 0;
end Wall;

model Spring
  Flange a, b;
  parameter Real k = 1;
equation
  a.f = k*(a.s - b.s);
  a.f + b.f = 0;
end Spring;

model oo_conditional_disabled
  parameter Boolean useSecond = false;
  Mass mass(m = 4);
  Spring k1(k = 8);
  Spring k2(k = 8) if useSecond;
  Wall wall;
equation
  connect(k1.a, mass.a);
  connect(k2.a, mass.a);
  connect(k1.b, wall.a);
  connect(k2.b, wall.a);
end oo_conditional_disabled;
