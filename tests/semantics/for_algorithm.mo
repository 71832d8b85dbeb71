// A for-loop in an algorithm: s := sum of i t for i in 1:4 = 10 t.
// run --stop-time=2
// expect final s 20 1e-9
model ForAlgorithm
  Real s;
algorithm
  s := 0;
  for i in 1:4 loop
    s := s + i*time;
  end for;
end ForAlgorithm;
