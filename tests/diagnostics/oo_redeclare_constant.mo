// A constant element cannot be redeclared (spec 7.3.3), even a replaceable
// one: the element redeclaration of g in Moon is an error.
model Fall
  replaceable constant Real g = 9.81;
  Real h(start = 10, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -g;
end Fall;

model oo_redeclare_constant
  extends Fall;
  redeclare Real g = 1.62;
end oo_redeclare_constant;
