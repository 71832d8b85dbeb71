// A for-equation over the elements of an array: for k in {2, 5}.
// run --stop-time=1
// expect final x[2] 2 0
// expect final x[5] 5 0
// expect final x[1] 0 0
model ForOverArray
  Real x[5];
equation
  for k in {2, 5} loop
    x[k] = k;
  end for;
  for k in {1, 3, 4} loop
    x[k] = 0;
  end for;
end ForOverArray;
