// The inner sizes of a matrix product must agree.
model MatrixProductSize
  parameter Real A[2, 3] = [1, 2, 3; 4, 5, 6];
  Real y[2];
equation
  y = A * {1, 2};
end MatrixProductSize;
