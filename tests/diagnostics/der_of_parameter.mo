// A parameter has no derivative.
model DerOfParameter
  parameter Real k = 2;
  Real x(start = 1, fixed = true);
equation
  der(x) = der(k);
end DerOfParameter;
