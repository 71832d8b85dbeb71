// reinit belongs in a when-clause.
model ReinitOutsideWhen
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -9.81;
  reinit(v, 0);
end ReinitOutsideWhen;
