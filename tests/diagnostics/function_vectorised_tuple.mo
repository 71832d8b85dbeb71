// An element-wise call gives one output: not several in a tuple.
function stats
  input Real x[:];
  output Real lo;
  output Real hi;
algorithm
  lo := min(x);
  hi := max(x);
end stats;

model FunctionVectorisedTuple
  Real A[2, 2] = [1, 2; 3, 4];
  Real lo[2], hi[2];
equation
  (lo, hi) = stats(A);
end FunctionVectorisedTuple;
