// A while-loop in an algorithm of discrete variables runs at events.
// k = integer(10 t) steps at t = 0.1, 0.2, ...; m is the integer square
// root of k, found by counting up while (m + 1)^2 <= k: k = 4 at t = 0.45
// gives 2, k = 10 at t = 1 (and 1.05) gives 3.  In the same algorithm a
// for-loop with break keeps the last i with i^2 <= 20: 4.
// run --stop-time=1.05
// expect at 0.45 m 2 0
// expect final m 3 0
// expect final last 4 0
model AlgorithmWhileDiscrete
  Real x(start = 0, fixed = true);
  Integer k = integer(10 * x);
  Integer m;
  Integer last;
equation
  der(x) = 1;
algorithm
  m := 0;
  while (m + 1) * (m + 1) <= k loop
    m := m + 1;
  end while;
  last := 0;
  for i in 1:10 loop
    if i * i > 20 then
      break;
    end if;
    last := i;
  end for;
end AlgorithmWhileDiscrete;
