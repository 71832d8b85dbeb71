// sample(0.25, 0.5) ticks at 0.25, 0.75, 1.25, 1.75; tLast keeps the last tick.
// run --stop-time=2
// expect final n 4 0
// expect final tLast 1.75 1e-12
// expect at 1.0 tLast 0.75 1e-12
model SampleOffset
  Integer n(start = 0);
  discrete Real tLast(start = -1);
equation
  when sample(0.25, 0.5) then
    n = pre(n) + 1;
    tLast = time;
  end when;
end SampleOffset;
