// In an algorithm that assigns discrete variables (run at events), a relation
// on a continuous variable sees the discrete values assigned before it:
// n := 0, then x > n + 0.5 switches at t = 0.5 and n becomes 5, which the
// relation at its statement never sees (it used to read the final n = 5,
// switch back at once and chatter).  big follows the same rule for k.
// run --stop-time=1 --interval=0.1
// expect at 0.45 n 0 0
// expect final n 5 0
// expect at 0.65 big 0 0
// expect final big 1 0
model AlgorithmRelationDiscrete
  Real x(start = 0, fixed = true);
  Integer n(start = 0), k(start = 0);
  Boolean big(start = false);
equation
  der(x) = 1;
algorithm
  n := 0;
  if x > n + 0.5 then
    n := 5;
  end if;
algorithm
  k := 3;
  big := x > 0.25 * k;
  k := 0;
end AlgorithmRelationDiscrete;
