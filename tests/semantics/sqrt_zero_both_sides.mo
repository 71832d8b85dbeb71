// sqrt(x) + sqrt(-x) at x = 0: the residual is finite (-1), but its
// derivative by x is infinite there and NaN on either side, so no entry can
// be filled by differences.  The run stops naming the equation and x, and
// says that the residual itself is finite (it is not a NaN residual).
// expect exit 1
// expect stderr initialization failed: the residual of equation 'der(x) = sqrt(x) + sqrt(-x) - 1'
// expect stderr is finite but its derivative by x is NaN or Inf there
model SqrtZeroBothSides
  Real x(start = 0, fixed = true);
equation
  der(x) = sqrt(x) + sqrt(-x) - 1;
end SqrtZeroBothSides;
