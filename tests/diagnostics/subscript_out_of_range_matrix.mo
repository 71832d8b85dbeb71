// A subscript out of range in the second dimension, and subscript 0.
model SubscriptOutOfRangeMatrix
  parameter Real A[2, 3] = [1, 2, 3; 4, 5, 6];
  Real y, z;
equation
  y = A[2, 4];
  z = A[0, 1];
end SubscriptOutOfRangeMatrix;
