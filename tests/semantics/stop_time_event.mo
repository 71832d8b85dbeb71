// Events exactly at the stop time t = 2 are processed, on both backends, and
// the last row holds the values after them:
//   k = integer(10 t) steps to 20 at t = 2 (19 just before);
//   time >= 2 becomes true at t = 2: n = 1;
//   sample(0.25, 0.5) fires at 0.25, 0.75, 1.25, 1.75: s = 4 (no time event
//   at t = 2 that would re-evaluate everything anyway);
//   (x = t is there only so that each backend integrates something)
//   terminal() comes after these events: m = k = 20, tn = n = 1.
// run --stop-time=2 --interval=0.05
// expect events @wn 1
// expect event @wn 1 2 1e-12
// expect at 1.99 k 19 0
// expect at 1.99 n 0 0
// expect final k 20 0
// expect final n 1 0
// expect final s 4 0
// expect final m 20 0
// expect final tn 1 0
model StopTimeEvent
  Real x(start = 0, fixed = true);  // a state, so that IDA runs
  Integer k, n(start = 0, fixed = true), s(start = 0, fixed = true);
  Integer m(start = 0, fixed = true), tn(start = 0, fixed = true);
equation
  der(x) = 1;
  k = integer(time * 10);
  when time >= 2 then  // @wn
    n = pre(n) + 1;
  end when;
  when sample(0.25, 0.5) then
    s = pre(s) + 1;
  end when;
  when terminal() then
    m = k;
    tn = n;
  end when;
end StopTimeEvent;
