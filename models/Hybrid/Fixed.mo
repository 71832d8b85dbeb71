within Hybrid;
model Fixed "A flange held at s0"
  Flange a;
  parameter Real s0 = 0;
equation
  a.s = s0;
end Fixed;
