// for-loops and reductions written without 'in' (spec 8.3.2.1, 11.2.2.1,
// 10.3.4.1): the range comes from the loop variable's use as a subscript,
// 1:size(a, k) for a[..., i, ...] as the k-th subscript.  y = {1, 2, 3},
// z[i, j] = 10 i + j on 2 x 3, a loop with one range given and one not, a
// loop in a function over its input's size.
// run --stop-time=1
// expect final x[3] 6 1e-12
// expect final s 6 1e-12
// expect final p[3] 9 1e-12
// expect final z[2,3] 23 1e-12
// expect final w 102 1e-12
// expect final a[4] 4 1e-12
// expect final total4 10 1e-12
model ForDeducedRange
  function total
    input Real u[:];
    output Real s = 0;
  algorithm
    for i loop
      s := s + u[i];
    end for;
  end total;
  Real x[3];
  Real y[3] = {1, 2, 3};
  Real z[2, 3];
  Real s = sum(y[i] * time for i);
  Real p[3] = {y[i] ^ 2 for i};
  Real w;
  Real a[4];
  Real total4 = total({1, 2, 3, 4});
equation
  for i loop
    x[i] = 2 * y[i] * time;
  end for;
  for i, j loop
    z[i, j] = 10 * i + j;
  end for;
algorithm
  w := 0;
  for k in 1:2, j loop
    w := w + z[k, j];
  end for;
  for i loop
    a[i] := i * time;
  end for;
end ForDeducedRange;
