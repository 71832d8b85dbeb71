within Hybrid;
model Mass "A sliding mass, driven through its flange"
  Flange a;
  parameter Real m = 1 "mass";
  Real s(start = 1, fixed = true, unit = "m") "position";
  Real v(start = 0, fixed = true, unit = "m/s") "velocity";
equation
  s = a.s;
  der(s) = v;
  m*der(v) = a.f;
end Mass;
