within Hybrid;
model Spring "A linear spring between two flanges"
  Flange a, b;
  parameter Real k = 1 "stiffness";
equation
  a.f = k*(a.s - b.s);
  a.f + b.f = 0;
end Spring;
