// Two springs in parallel (k = 8 each) between a wall and a mass m = 4:
// at the mass one connection set holds three flanges (k1.a, k2.a, mass.a), so the forces add:
// 16 in all, omega = 2, mass.s = cos(2 t).  At t = pi/4: s = 0, v = -2;
// at t = pi/2: s = -1 and each spring pulls with k (s_a - s_b) = -8.
// The wall (an array of flanges a[1], a[2]) takes k1.b.f = 8 back:
// k1.b.f + wall.a[1].f = 0, so wall.a[1].f = -8.
// run --stop-time=1.5707963267948966
// expect at 0.7853981633974483 mass.v -2 2e-4
// expect final mass.s -1 2e-4
// expect final k1.a.f -8 2e-3
// expect final k2.a.f -8 2e-3
// expect final wall.a[1].f -8 2e-3
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
  Flange a[2];
equation
  a[1].s = 0;
  a[2].s = 0;
end Wall;

model Spring
  Flange a, b;
  parameter Real k = 1;
equation
  a.f = k*(a.s - b.s);
  a.f + b.f = 0;
end Spring;

model oo_parallel_springs
  Mass mass(m = 4);
  Spring k1(k = 8), k2(k = 8);
  Wall wall;
equation
  connect(k1.a, mass.a);
  connect(k2.a, mass.a);
  connect(k1.b, wall.a[1]);
  connect(k2.b, wall.a[2]);
end oo_parallel_springs;
