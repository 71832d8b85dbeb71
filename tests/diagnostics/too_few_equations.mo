// Three unknowns (der(h), der(v), F) and two equations: F is never determined.
model TooFewEquations
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
  Real F;
equation
  der(h) = v;
  der(v) = -9.81 + F;
end TooFewEquations;
