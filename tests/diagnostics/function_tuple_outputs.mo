// More targets than the function has outputs, and a list of outputs on the
// left of something that is not a call.
function polar
  input Real x;
  input Real y;
  output Real r;
  output Real phi;
algorithm
  r := sqrt(x^2 + y^2);
  phi := atan2(y, x);
end polar;

model FunctionTupleOutputs
  Real x(start = 1, fixed = true);
  Real a, b, c;
equation
  der(x) = -x;
  (a, b, c) = polar(x, 1);
  (a, b) = x + 1;
end FunctionTupleOutputs;
