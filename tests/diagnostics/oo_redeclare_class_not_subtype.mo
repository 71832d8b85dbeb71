// The replacement class must have the public components of the constraint.
model Mass
  parameter Real m = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -x/m;
end Mass;

model Light
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end Light;

model System
  replaceable model Body = Mass constrainedby Mass;
  Body b;
end System;

model oo_redeclare_class_not_subtype
  System s(redeclare model Body = Light);
end oo_redeclare_class_not_subtype;
