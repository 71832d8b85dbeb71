// An element-wise call with Real elements for an Integer input: one error,
// not one per element.
function half
  input Integer n;
  output Integer h;
algorithm
  h := div(n, 2);
end half;

model FunctionVectorisedInteger
  Real x[3] = {1.5, 2.5, 3.5} * time;
  Integer k[3];
equation
  k = half(x);
end FunctionVectorisedInteger;
