// der() of a Real parameter is 0; an Integer parameter has no derivative.
model DerOfParameter
  parameter Integer k = 2;
  Real x(start = 1, fixed = true);
equation
  der(x) = der(k);
end DerOfParameter;
