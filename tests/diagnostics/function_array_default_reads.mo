// The default of an array input reads something other than an input.
function wsum
  input Real x[:];
  input Real w[:] = fill(scale, size(x, 1));
  output Real s;
protected
  Real scale = 2;
algorithm
  s := sum(x .* w);
end wsum;

model FunctionArrayDefaultReads
  Real x[3] = {1, 2, 3} * time;
  Real a;
equation
  a = wsum(x);
end FunctionArrayDefaultReads;
