// A mass on a spring, built from parts joined by a flange connector with a
// potential position s and a flow force f.  The connection sets give
// spring.a.s = mass.a.s, spring.a.f + mass.a.f = 0, spring.b.s = wall.a.s,
// spring.b.f + wall.a.f = 0.  So m s'' = -k s with m = 4, k = 16: omega = 2,
// s = cos(2 t), v = -2 sin(2 t).  At t = pi/4: s = 0, v = -2; at t = pi/2:
// s = -1, v = 0; the wall pushes back with wall.a.f = -k s... = k s(t)... at
// t = pi/2 the spring force on the wall is spring.b.f = k (s_a - s_b) = -16.
// run --stop-time=1.5707963267948966
// expect at 0.7853981633974483 mass.s 0 2e-4
// expect at 0.7853981633974483 mass.v -2 2e-4
// expect final mass.s -1 2e-4
// expect final mass.v 0 2e-4
// expect final spring.b.f 16 4e-3
// expect final wall.a.f -16 4e-3
// expect noevents
connector Flange
  Real s "position";
  flow Real f "force";
end Flange;

partial model OnePort
  Flange a;
end OnePort;

model Mass
  extends OnePort;
  parameter Real m = 1;
  Real s(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  s = a.s;
  der(s) = v;
  m*der(v) = a.f;
end Mass;

model Wall
  extends OnePort;
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

model oo_spring_mass
  Mass mass(m = 4);
  Spring spring(k = 16);
  Wall wall;
equation
  connect(spring.a, mass.a);
  connect(spring.b, wall.a);
end oo_spring_mass;
