// Each target of (a, b) = f(x) has the size of its output.
function split
  input Real x[:];
  output Real head;
  output Real tail[size(x, 1) - 1];
algorithm
  head := x[1];
  tail := x[2:end];
end split;

model FunctionArrayOutputSize
  Real h;
  Real t[3];
equation
  (h, t) = split({1, 2, 3});
end FunctionArrayOutputSize;
