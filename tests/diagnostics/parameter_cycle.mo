// Two parameters defined by each other.
model ParameterCycle
  parameter Real a = 2 * b;
  parameter Real b = a / 2;
  Real x(start = 1, fixed = true);
equation
  der(x) = -a * x;
end ParameterCycle;
