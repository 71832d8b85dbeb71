// Nested for-equations and two iterators in one: A[i, j] = 10 i + j t,
// b[i] sums a row through another loop.
// run --stop-time=1
// expect final A[2,3] 23 1e-12
// expect final A[1,1] 11 1e-12
// expect final B[3,2] 32 0
model ForNested
  Real A[2, 3];
  Real B[3, 2];
equation
  for i in 1:2, j in 1:3 loop
    A[i, j] = 10*i + j*time;
  end for;
  for i in 1:3 loop
    for j in 1:2 loop
      B[i, j] = 10*i + j;
    end for;
  end for;
end ForNested;
