// Matrix rows as slices in a for-equation: y[i] = sum(A[i, :]) t, so
// y = {6, 15} t; and columns: c[j] = sum(A[:, j]) = {5, 7, 9}.
// run --stop-time=2
// expect final y[1] 12 1e-12
// expect final y[2] 30 1e-12
// expect final c[3] 9 0
model RowSums
  parameter Real A[2, 3] = [1, 2, 3; 4, 5, 6];
  Real y[2], c[3];
equation
  for i in 1:2 loop
    y[i] = sum(A[i, :])*time;
  end for;
  for j in 1:3 loop
    c[j] = sum(A[:, j]);
  end for;
end RowSums;
