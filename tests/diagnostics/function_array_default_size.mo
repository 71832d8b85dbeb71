// A default whose size does not match the declared size of the input.
function wsum
  input Real x[:];
  input Real w[size(x, 1)] = {1, 2};
  output Real s;
algorithm
  s := sum(x .* w);
end wsum;

model FunctionArrayDefaultSize
  Real x[3] = {1, 2, 3} * time;
  Real a;
equation
  a = wsum(x);
end FunctionArrayDefaultSize;
