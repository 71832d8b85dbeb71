// A scalar function called element-wise with arrays of different sizes.
function hyp
  input Real a;
  input Real b;
  output Real c;
algorithm
  c := sqrt(a * a + b * b);
end hyp;

model FunctionVectorisedSizes
  Real h[2];
equation
  h = hyp({3, 5}, b = {4, 12, 1});
end FunctionVectorisedSizes;
