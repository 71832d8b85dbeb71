// Every class here is balanced by itself (spec 4.7), which hysc checks per
// class: Oscillator has 5 unknowns (its flange's s and f, the flows of
// spring.a, spring.b and mass.a) and 5 equations (two connection sets of
// two flanges, 2 each, and the flow of its own public flange); Gain counts
// its input as given from outside, and the model gives it (u = ...).
// The mass (m = 1) on a spring (k = 4) to the fixed ground, from s = 1 at
// rest: s = cos(2t), v = -2 sin(2t); at t = 1: s = -0.416147,
// v = -1.818595, g.y = 3 v = -5.455785; the ground's force is k s.
// run --stop-time=1
// expect final osc.mass.a.s -0.416147 1e-4
// expect final osc.mass.v -1.818595 1e-4
// expect final g.y -5.455785 3e-4
// expect final ground.a.f -1.664587 3e-4
// expect noevents
connector Flange
  Real s;
  flow Real f;
end Flange;

model Spring
  parameter Real k = 4;
  Flange a, b;
equation
  b.f = k*(b.s - a.s);
  a.f = -b.f;
end Spring;

model Mass
  parameter Real m = 1;
  Flange a;
  Real v(start = 0, fixed = true);
equation
  der(a.s) = v;
  m*der(v) = a.f;
end Mass;

model Fixed
  Flange a;
equation
  a.s = 0;
end Fixed;

block Gain
  parameter Real k = 3;
  input Real u;
  output Real y;
equation
  y = k*u;
end Gain;

model Oscillator
  Flange support;
  Spring spring;
  Mass mass(a(s(start = 1, fixed = true)));
equation
  connect(support, spring.a);
  connect(spring.b, mass.a);
end Oscillator;

model oo_balance_wrapped
  Fixed ground;
  Oscillator osc;
  Gain g(u = osc.mass.v);
equation
  connect(ground.a, osc.support);
end oo_balance_wrapped;
