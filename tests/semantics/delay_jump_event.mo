// A jump of a delayed expression comes back d later as a time event, on both
// backends: s steps from 0 to 2 when time < 0.3 turns false (a time event at
// 0.3 exactly: a relation of time against a constant), so q = delay(s, 0.25)
// steps at 0.55 exactly,
// where the when-clause on q > 1 fires once (not where a root finder happens
// to bracket the jump: 5e-9 late on IDA, 1e-13 on Newmark without the event);
// z integrates q: 2 (1 - 0.55) = 0.9 at t = 1.
// run --interval=0.05
// expect events @Q 1
// expect event @Q 1 0.55 1e-12
// expect final tq 0.55 1e-12
// expect final n 1 0
// expect final z 0.9 2e-8
// expect at 0.5 q 0 0
// expect final q 2 1e-12
// expect stderr time event delay number 1: its argument jumped at t=0.29999999999999999
model DelayJumpEvent
  Real x(start = 0, fixed = true);
  Real s = if time < 0.3 then 0 else 2;
  Real q = delay(s, 0.25);
  Real z(start = 0, fixed = true);
  discrete Real tq(start = -1, fixed = true);
  discrete Integer n(start = 0, fixed = true);
equation
  der(x) = 1 - x;
  der(z) = q;
  when q > 1 then // @Q
    tq = time;
    n = pre(n) + 1;
  end when;
end DelayJumpEvent;
