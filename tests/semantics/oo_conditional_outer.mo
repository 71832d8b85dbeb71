// The condition of a component comes from a modification of the enclosing
// component's parameter (spec 4.4.5, 7.2): Oscillator has a second spring
// (written with a modification, k = 12) only when stiff = true.  free
// keeps the default: the spring is removed with its two connects, m = 1,
// k = 4, s = cos(2 t), so at t = 1 s = cos 2 = -0.4161468365 and
// v = -2 sin 2 = -1.8185948537.  stiffened is modified to stiff = true:
// k = 4 + 12 = 16, s = cos(4 t); at t = 1 s = cos 4 = -0.6536436209,
// v = -4 sin 4 = 3.0272099812, and the extra spring pulls with
// 12 s = -7.8437234504.
// run --stop-time=1
// expect final free.mass.s -0.4161468365 2e-4
// expect final free.mass.v -1.8185948537 2e-4
// expect final stiffened.mass.s -0.6536436209 2e-4
// expect final stiffened.mass.v 3.0272099812 1e-3
// expect final stiffened.extra.a.f -7.8437234504 3e-3
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

model Oscillator
  parameter Boolean stiff = false;
  Mass mass;
  Spring spring(k = 4);
  Spring extra(k = 12) if stiff;
  Wall wall;
equation
  connect(spring.a, mass.a);
  connect(spring.b, wall.a);
  connect(extra.a, mass.a);
  connect(extra.b, wall.a);
end Oscillator;

model oo_conditional_outer
  Oscillator free;
  Oscillator stiffened(stiff = true);
end oo_conditional_outer;
