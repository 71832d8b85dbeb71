// Matrix constructor, matrix-vector, vector-matrix, scalar product, transpose:
// A = [1 2; 3 4]: A {1, 1} = {3, 7}, {1, 1} A = {4, 6}, {1, 2}.{3, 4} = 11,
// transpose(A) {1, 0} = {1, 2}; times t at t = 2.
// run --stop-time=2
// expect final y[1] 6 1e-9
// expect final y[2] 14 1e-9
// expect final r[2] 12 1e-9
// expect final s 22 1e-9
// expect final c[2] 4 1e-9
model MatrixProducts
  parameter Real A[2, 2] = [1, 2; 3, 4];
  Real y[2], r[2], s, c[2];
equation
  y = A * {1, 1} * time;
  r = {1, 1} * A * time;
  s = {1, 2} * {3, 4} * time;
  c = transpose(A) * {1, 0} * time;
end MatrixProducts;
