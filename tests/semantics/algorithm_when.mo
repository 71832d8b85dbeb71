// when-statements in an algorithm: statements run in order at the event.
// run --stop-time=1
// expect final n 1 0
// expect final twice 2 0
// expect at 0.4 n 0 0
model AlgorithmWhen
  Real x(start = 0, fixed = true);
  Integer n(start = 0), twice(start = 0);
equation
  der(x) = 1;
algorithm
  when x > 0.5 then
    n := pre(n) + 1;
    twice := 2 * n;
  end when;
end AlgorithmWhen;
