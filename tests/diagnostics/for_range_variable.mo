// The range of a for-equation must be known at compile time.
model ForRangeVariable
  Integer k(start = 2);
  Real x[3];
equation
  when time > 1 then
    k = 3;
  end when;
  for i in 1:k loop
    x[i] = i;
  end for;
end ForRangeVariable;
