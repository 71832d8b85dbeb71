// A condition reads parameters of its own instance and of its siblings,
// declared anywhere ('other' is declared after 'spring'), but 'useSprng' is
// not declared at all.
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

model Switch
  parameter Boolean on = true;
end Switch;

model oo_conditional_unknown_name
  parameter Boolean useSpring = true;
  Wall wall;
  Spring spring if other.on;
  Spring second if useSprng;
  Switch other;
equation
  connect(spring.b, wall.a);
end oo_conditional_unknown_name;
