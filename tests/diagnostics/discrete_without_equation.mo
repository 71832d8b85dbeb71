// A Boolean that nothing ever assigns.
model DiscreteWithoutEquation
  Real x(start = 1, fixed = true);
  Boolean hit;
equation
  der(x) = -x;
end DiscreteWithoutEquation;
