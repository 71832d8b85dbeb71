// A replaceable class: System declares its bodies of class Body, which is
// Light unless redeclared.  Light: der(x) = -x; Heavy: der(x) = -x/m, m = 4.
// At t = 1: s1.b1.x = exp(-1) = 0.367879, s1.b2.x = 2 exp(-1) = 0.735759,
// s2.b1.x = exp(-0.25) = 0.778801, s2.b2.x = 2 exp(-0.25) = 1.557602.
// run --stop-time=1
// expect final s1.b1.x 0.367879 1e-4
// expect final s1.b2.x 0.735759 1e-4
// expect final s2.b1.x 0.778801 1e-4
// expect final s2.b2.x 1.557602 1e-4
model Light
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end Light;

model Heavy
  parameter Real m = 4;
  Real x(start = 1, fixed = true);
equation
  der(x) = -x/m;
end Heavy;

model System
  replaceable model Body = Light;
  Body b1;
  Body b2(x(start = 2));
end System;

model oo_redeclare_class
  System s1;
  System s2(redeclare model Body = Heavy);
end oo_redeclare_class;
