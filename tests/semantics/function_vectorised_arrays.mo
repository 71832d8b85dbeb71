// Element-wise calls of functions of arrays (spec 12.4.6): an argument
// with more dimensions than its input maps the function over the leading
// ones.  A = [3, 4; 6, 8; 5, 12]: norm2 of each row, {5, 10, 13}, their sum
// 28; dbl(A) doubles each row: B = 2 A t, B[3,2](1) = 24, B[2,1](0.5) = 6.
// Two extra dimensions and a scalar input given an array: norm2({A[1:2,
// :], A[2:3, :]}, k = {1, 2}) is [5, 10; 2*10, 2*13], column 1 {5, 20}.
// run --stop-time=1
// expect final n[1] 5 1e-12
// expect final n[2] 10 1e-12
// expect final n[3] 13 1e-12
// expect final s 28 1e-12
// expect final B[3,2] 24 1e-9
// expect at 0.5 B[2,1] 6 1e-9
// expect final m[1] 5 1e-12
// expect final m[2] 20 1e-12
function norm2
  input Real x[:];
  input Real k = 1;
  output Real n;
algorithm
  n := k * sqrt(sum(x .* x));
end norm2;

function dbl
  input Real x[2];
  output Real y[2];
algorithm
  y := 2 * x;
end dbl;

model FunctionVectorisedArrays
  Real A[3, 2] = [3, 4; 6, 8; 5, 12];
  Real n[3];
  Real m[2];
  Real B[3, 2];
  Real s;
equation
  n = norm2(A);
  m = norm2({A[1:2, :], A[2:3, :]}, k = {1, 2})[:, 1];
  B = dbl(A) * time;
  s = sum(norm2(A));
end FunctionVectorisedArrays;
