// A for-loop without 'in' subscripting arrays of different sizes: the
// range deduced from x (1:3) does not fit y (size 4).
model ForRangeDeducedSizes
  Real x[3], y[4];
algorithm
  for i loop
    x[i] := i;
    y[i] := x[i];
  end for;
end ForRangeDeducedSizes;
