// matrix(a): a scalar or vector as a matrix of one column, the first two
// dimensions of an array whose others are of size 1; symmetric(a): the
// diagonal and the part above it mirrored below (spec 10.3.1, 10.3.5).
// run --stop-time=1
// expect at 0.5 m[2,1] 1 1e-12
// expect final s[1,1] 5 1e-12
// expect at 0.5 b[2,2] 2 1e-12
// expect final b[1,2] 2 1e-12
// expect final c[2,1] 2 1e-12
// expect final c[3,1] 3 1e-12
// expect final c[3,2] 6 1e-12
// expect at 0.5 c[3,3] 4.5 1e-12
model ArrayMatrixSymmetric
  Real v[3] = {1, 2, 3} * time;
  Real m[3, 1] = matrix(v);
  Real s[1, 1] = matrix(5 * time);
  Real a[2, 2, 1] = {{{1}, {2}}, {{3}, {4 * time}}};
  Real b[2, 2] = matrix(a);
  Real c[3, 3] = symmetric({{1, 2, 3}, {4, 5, 6}, {7, 8, 9 * time}});
end ArrayMatrixSymmetric;
