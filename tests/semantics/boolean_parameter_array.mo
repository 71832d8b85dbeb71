// A Boolean parameter array selects per element: on = {true, false},
// y[i] = if on[i] then t else -t.
// run --stop-time=1
// expect final y[1] 1 1e-12
// expect final y[2] -1 1e-12
model BooleanParameterArray
  parameter Boolean on[2] = {true, false};
  Real y[2];
equation
  for i in 1:2 loop
    y[i] = if on[i] then time else -time;
  end for;
end BooleanParameterArray;
