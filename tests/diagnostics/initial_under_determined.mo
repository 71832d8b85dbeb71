// Two states, and one initial equation that relates them: one value is missing.
model InitialUnderDetermined
  Real x, y;
initial equation
  x = y;
equation
  der(x) = y;
  der(y) = -x;
end InitialUnderDetermined;
