// A dimension that is not an Integer, and one that is negative.
model DimensionNotInteger
  parameter Real a = 2.5;
  Real x[a];
  Real y[-1];
equation
end DimensionNotInteger;
