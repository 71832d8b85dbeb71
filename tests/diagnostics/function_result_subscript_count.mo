// More subscripts than the result of the call has dimensions.
function vec
  input Real x[:];
  output Real y[size(x, 1)];
algorithm
  y := 2 * x;
end vec;

model FunctionResultSubscriptCount
  Real x[3] = {1, 2, 3} * time;
  Real c;
equation
  c = (vec(x))[1, 2];
end FunctionResultSubscriptCount;
