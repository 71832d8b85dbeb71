// A constant subscript of a call's result past its size.
function vec
  input Real x[:];
  output Real y[size(x, 1)];
algorithm
  y := 2 * x;
end vec;

model FunctionResultSubscriptRange
  Real x[3] = {1, 2, 3} * time;
  Real c;
equation
  c = vec(x)[4];
end FunctionResultSubscriptRange;
