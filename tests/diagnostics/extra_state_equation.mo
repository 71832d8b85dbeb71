// v already has der(v) = -9.81: one more equation on it is one too many, not
// a constraint to reduce.
model ExtraStateEquation
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -9.81;
  v = -9.81*time;
end ExtraStateEquation;
