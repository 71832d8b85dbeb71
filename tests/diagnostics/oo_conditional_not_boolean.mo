// The condition of a conditional component must be Boolean: 'n' is an
// Integer parameter, and a number is no condition either.
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

model oo_conditional_not_boolean
  parameter Integer n = 2;
  Wall wall;
  Spring spring if n;
  Spring other if 1;
equation
  connect(spring.b, wall.a);
end oo_conditional_not_boolean;
