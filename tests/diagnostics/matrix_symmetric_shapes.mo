// matrix() needs the dimensions after the second to be of size 1;
// symmetric() needs a square matrix.
model MatrixSymmetricShapes
  Real a[2, 2, 2] = fill(time, 2, 2, 2);
  Real b[2, 2] = matrix(a);
  Real c[2, 3] = symmetric({{1, 2, 3}, {4, 5, 6}});
end MatrixSymmetricShapes;
