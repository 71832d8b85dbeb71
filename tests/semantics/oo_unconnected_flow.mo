// A flow variable nobody connects is zero (spec 9.2): the mass's flange
// carries no force, so it keeps its speed: s = 1 + 0.5 t, s(2) = 2, and
// the flange's force a.f stays 0.  The wall's flange is unconnected too.
// run --stop-time=2
// expect final mass.s 2 1e-6
// expect final mass.v 0.5 1e-9
// expect final mass.a.f 0 1e-12
// expect final wall.a.f 0 1e-12
connector Flange
  Real s;
  flow Real f;
end Flange;

model Mass
  Flange a;
  parameter Real m = 1;
  Real s(start = 1, fixed = true);
  Real v(start = 0.5, fixed = true);
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

model oo_unconnected_flow
  Mass mass;
  Wall wall;
end oo_unconnected_flow;
