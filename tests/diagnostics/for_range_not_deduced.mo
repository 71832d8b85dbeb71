// A for-loop without 'in' whose variable subscripts no array: its range
// cannot be deduced (spec 8.3.2.1).
model ForRangeNotDeduced
  Real x[2];
equation
  for i loop
    x[1] = i;
  end for;
  x[2] = 0;
end ForRangeNotDeduced;
