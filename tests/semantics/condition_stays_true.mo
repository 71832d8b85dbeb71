// A when-condition that becomes true and stays true fires once, however many
// other events follow: time > 0.2 rises at 0.2; the samples at 0.25, 0.5,
// 0.75, 1 re-evaluate it (still true) without firing it again.
// run --stop-time=1
// expect events @w 1
// expect event @w 1 0.2 1e-9
// expect final n 1 0
// expect final s 4 0
model ConditionStaysTrue
  Real x(start = 0, fixed = true);
  Integer n(start = 0, fixed = true), s(start = 0, fixed = true);
equation
  der(x) = 1;
  when time > 0.2 then  // @w
    n = pre(n) + 1;
  end when;
  when sample(0.25, 0.25) then
    s = pre(s) + 1;
  end when;
end ConditionStaysTrue;
