// An algorithm section with a when-statement among ordinary statements: the
// when-statement counts ticks at events, the rest computes y continuously.
// run --stop-time=1
// expect final ticks 2 0
// expect final y 3 1e-6
// expect at 0.5 y 1.5 1e-6
model AlgorithmMixed
  Real x(start = 0, fixed = true);
  Real y;
  Integer ticks(start = 0);
equation
  der(x) = 1;
algorithm
  y := 2 * x;
  when {x > 0.3, x > 0.6} then
    ticks := pre(ticks) + 1;
  end when;
  y := y + ticks * 0.5;
end AlgorithmMixed;
