// The condition of a conditional component must be a parameter expression
// (spec 4.4.5): 'on' is a Boolean variable, which changes during the run.
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

model oo_conditional_not_parameter
  Boolean on = time > 1;
  Wall wall;
  Spring spring if on;
equation
  connect(spring.b, wall.a);
end oo_conditional_not_parameter;
