// A chain of n masses between two walls joined by n + 1 springs, built from
// components and connectors: every position, force and flow of a flange is
// an algebraic variable, and all of them become assignments
// (src/symbolic/assignments.c), leaving the 2n states to the solver.  The left wall
// stands at -0.1, so the chain starts stretched.  bench/assignments.sh and
// tests/sim/assignments.sh.
connector Flange "a position and the force through it"
  Real s;
  flow Real f;
end Flange;

model Mass
  parameter Real m = 1;
  Flange a, b;
  Real s(start = 0, fixed = true);
  Real v(start = 0, fixed = true);
equation
  a.s = s;
  b.s = s;
  der(s) = v;
  m*der(v) = a.f + b.f;
end Mass;

model Spring
  parameter Real k = 100;
  Flange a, b;
  Real f "tension";
equation
  f = k*(b.s - a.s);
  a.f = -f;
  b.f = f;
end Spring;

model Fixed
  parameter Real s0 = 0;
  Flange a;
equation
  a.s = s0;
end Fixed;

model ComponentChain
  parameter Integer n = 10;
  Mass mass[n];
  Spring spring[n + 1];
  Fixed left(s0 = -0.1), right;
equation
  connect(left.a, spring[1].a);
  for i in 1:n loop
    connect(spring[i].b, mass[i].a);
    connect(mass[i].b, spring[i + 1].a);
  end for;
  connect(spring[n + 1].b, right.a);
end ComponentChain;
