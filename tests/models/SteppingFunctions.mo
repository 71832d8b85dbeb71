model SteppingFunctions "floor, integer and ceil of a fast oscillation"
  parameter Real A = 10.3 "amplitude";
  parameter Real w = 200 "angular frequency [rad/s]";
  Real u(start = 0, fixed = true) "A sin(w t)";
  Real v(start = A*w, fixed = true);
  Integer a "nearest integer";
  Integer b "integer part (rounded down)";
  Integer c "rounded up";
equation
  der(u) = v;
  der(v) = -w*w*u;
  a = integer(floor(u + 0.5));
  b = integer(u);
  c = integer(ceil(u));
  annotation(experiment(StopTime = 0.1, Interval = 1e-4));
end SteppingFunctions;
