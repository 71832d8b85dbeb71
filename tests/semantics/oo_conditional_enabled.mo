// A conditional component whose condition is true is an ordinary component
// (spec 4.4.5): both springs (k = 8 each) act on the mass m = 4 through the
// connection sets {k1.a, k2.a, mass.a} and {k1.b, k2.b, wall.a}, so the
// stiffness is 16, omega = 2 and mass.s = cos(2 t).  At t = pi/4: s = 0,
// v = -2; at t = pi/2: s = -1, each spring pulls with k (s_a - s_b) = -8 and
// the wall takes both back: wall.a.f = -(k1.b.f + k2.b.f) = -16.
// run --stop-time=1.5707963267948966
// expect at 0.7853981633974483 mass.v -2 2e-4
// expect final mass.s -1 2e-4
// expect final k1.a.f -8 2e-3
// expect final k2.a.f -8 2e-3
// expect final wall.a.f -16 4e-3
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

model oo_conditional_enabled
  Mass mass(m = 4);
  Spring k1(k = 8);
  Spring k2(k = 8) if useSecond;
  parameter Boolean useSecond = true;   // declared after k2: the order is free
  Wall wall;
equation
  connect(k1.a, mass.a);
  connect(k2.a, mass.a);
  connect(k1.b, wall.a);
  connect(k2.b, wall.a);
end oo_conditional_enabled;
