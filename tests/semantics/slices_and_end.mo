// Slices, 'end' and index vectors: p = 1:5, p[2:4] = {2, 3, 4}, p[end] = 5,
// p[{1, end}] = {1, 5}, B[2, :] = {4, 5, 6}, B[:, end] = {3, 6}.
// run --stop-time=1
// expect final y[3] 4 0
// expect final last 5 0
// expect final z[2] 5 0
// expect final row[1] 4 0
// expect final col[2] 6 0
// expect final w[1] 3 0
model SlicesAndEnd
  parameter Real p[5] = 1:5;
  parameter Real B[2, 3] = [1, 2, 3; 4, 5, 6];
  Real y[3], last, z[2], row[3], col[2], w[2];
equation
  y = p[2:4];
  last = p[end];
  z = p[{1, end}];
  row = B[2, :];
  col = B[:, end];
  w = p[end - 2:2:end];
end SlicesAndEnd;
