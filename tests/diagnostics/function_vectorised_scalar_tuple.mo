// A scalar function of two outputs called element-wise in a tuple.
function two
  input Real u;
  output Real a;
  output Real b;
algorithm
  a := u;
  b := 2 * u;
end two;

model FunctionVectorisedScalarTuple
  Real x[2] = {1, 2} * time;
  Real p[2], q[2];
equation
  (p, q) = two(x);
end FunctionVectorisedScalarTuple;
