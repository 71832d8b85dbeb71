// derivative = NAME must name a function of the right shape.
function line
  input Real x;
  input Real k;
  output Real y;
algorithm
  y := k * x;
  annotation(derivative = lineSlope);
end line;

function curve
  input Real x;
  input Real c;
  output Real y;
algorithm
  y := c * x^2;
  annotation(derivative = line);
end curve;

model FunctionDerivativeAnnotation
  Real x(start = 1, fixed = true);
equation
  der(x) = -line(x, 2) - curve(x, 1);
end FunctionDerivativeAnnotation;
