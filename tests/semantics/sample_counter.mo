// sample(0, 0.1) ticks at 0, 0.1, ..., 1.0: eleven ticks before 1.05.
// run --stop-time=1.05
// expect final n 11 0
// expect at 0.55 n 6 0
model SampleCounter
  Integer n(start = 0);
equation
  when sample(0, 0.1) then
    n = pre(n) + 1;
  end when;
end SampleCounter;
