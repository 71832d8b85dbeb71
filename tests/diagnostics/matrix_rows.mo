// The rows of a matrix constructor must have equal lengths.
model MatrixRows
  Real A[2, 2] = [1, 2; 3];
equation
end MatrixRows;
