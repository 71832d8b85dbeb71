// A redeclared local class must replace a class inherited from a base.
model Light
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end Light;

model System
  replaceable model Body = Light;
  Body b;
end System;

model oo_redeclare_class_not_inherited
  extends System;
  redeclare model Wheel = Light;
end oo_redeclare_class_not_inherited;
