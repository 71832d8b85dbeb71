// A range with step 0 never ends.
model RangeStepZero
  Real x[3];
equation
  for i in 1:0:3 loop
    x[i] = i;
  end for;
end RangeStepZero;
