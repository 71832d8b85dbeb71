// A relation whose operands change only at events (a frozen integer() of
// time, pre of a discrete variable) is evaluated exactly in the event
// iteration, without hysteresis and without a root function:
// integer(t/0.1) steps at t = 0.1, 0.2, ... and each step makes the
// condition rise again, so count follows floor(10 t): 2 at 0.25, 5 at 0.5,
// 10 at t = 1 (the step at the stop time included).  The same with a
// relation between two discrete variables (m > pre(c2)), c2 = count too.
// run --stop-time=1 --interval=0.05
// expect events @wc 10
// expect event @wc 1 0.1 1e-9
// expect event @wc 10 1 1e-9
// expect at 0.25 count 2 0
// expect at 0.5 count 5 0
// expect final count 10 0
// expect at 0.25 c2 2 0
// expect final c2 10 0
model DiscreteRelation
  Integer count(start = 0, fixed = true);
  Integer m, c2(start = 0, fixed = true);
equation
  when integer(time / 0.1) > pre(count) then  // @wc
    count = pre(count) + 1;
  end when;
  m = integer(time * 10);
  when m > pre(c2) then
    c2 = pre(c2) + 1;
  end when;
end DiscreteRelation;
