// A local class that is not replaceable cannot be redeclared.
model Light
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end Light;

model System
  model Body = Light;
  Body b;
end System;

model oo_redeclare_class_not_replaceable
  System s(redeclare model Body = Light);
end oo_redeclare_class_not_replaceable;
