// A condition is evaluated where the component is declared, like an array
// size: the parameter it reads must be declared before it.
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

model oo_conditional_declared_after
  Wall wall;
  Spring spring if useSpring;
  parameter Boolean useSpring = true;
equation
  connect(spring.b, wall.a);
end oo_conditional_declared_after;
