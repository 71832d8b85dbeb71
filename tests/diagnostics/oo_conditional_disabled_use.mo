// A disabled component (its condition is false) may be named only in
// connect() (spec 4.4.5): the equation and the binding reading spring.a.f
// are errors, each pointing at the condition too; the connect is removed.
connector Flange
  Real s;
  flow Real f;
end Flange;

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

model oo_conditional_disabled_use
  parameter Boolean useSpring = false;
  Wall wall;
  Spring spring(k = 2) if useSpring;
  Real force = spring.a.f;
  Real x;
equation
  connect(spring.b, wall.a);
  x = spring.a.s + 1;
end oo_conditional_disabled_use;
