// Two unknowns and three equations: the last one is left over.
model TooManyEquations
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -9.81;
  der(v) = -9.80;
end TooManyEquations;
