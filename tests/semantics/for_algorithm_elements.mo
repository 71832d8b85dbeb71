// A for-loop in an algorithm assigning array elements, each from the one
// before: z[1] = t, z[i] = z[i-1] + i t, so z[3] = 6 t.
// run --stop-time=2
// expect final z[1] 2 1e-12
// expect final z[3] 12 1e-12
model ForAlgorithmElements
  Real z[3];
algorithm
  z[1] := time;
  for i in 2:3 loop
    z[i] := z[i - 1] + i*time;
  end for;
end ForAlgorithmElements;
