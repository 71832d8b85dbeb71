// Oscillator fixes its own flange (support.s = 0) although that flange's
// position is given by whatever it is connected to: 6 equations (one
// written, 4 from its two connection sets, the flow of its flange given
// from outside) for 5 unknowns (its flange's s and f, the flows of
// spring.a, spring.b and mass.a).
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
  Flange a;
  Real v(start = 0, fixed = true);
equation
  der(a.s) = v;
  der(v) = a.f;
end Mass;

model Oscillator
  Flange support;
  Spring spring;
  Mass mass;
equation
  connect(support, spring.a);
  connect(spring.b, mass.a);
  support.s = 0;
end Oscillator;

model oo_unbalanced_connections
  Oscillator osc;
end oo_unbalanced_connections;
