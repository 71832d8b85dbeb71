// Three massless springs in series (each k = 48, so together 48/3 = 16)
// hold a mass m = 4 against a wall: omega = sqrt(16/4) = 2, mass.s =
// cos(2 t).  The springs are an array of components joined by connect() in a
// for-equation; the junctions stretch evenly, so spring i's end a sits at
// (4 - i)/3 of the mass's position: at t = pi/2, mass.s = -1, pos[2] = -2/3,
// pos[3] = -1/3; every spring carries the same force, k_total s = -16.
// run --stop-time=1.5707963267948966
// expect final mass.s -1 2e-4
// expect final pos[1] -1 2e-4
// expect final pos[2] -0.666667 2e-4
// expect final pos[3] -0.333333 2e-4
// expect final s[2].a.f -16 4e-3
// expect noevents
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

model oo_spring_chain
  parameter Integer n = 3;
  Mass mass(m = 4);
  Spring s[n](each k = 48);
  Wall wall;
  Real pos[n];
equation
  connect(mass.a, s[1].a);
  for i in 1:n - 1 loop
    connect(s[i].b, s[i + 1].a);
  end for;
  connect(s[n].b, wall.a);
  for i in 1:n loop
    pos[i] = s[i].a.s;
  end for;
end oo_spring_chain;
