// A when-condition that reads a variable another clause sets at the same
// instant sees its new value (spec 8.6): at t = 2 n reaches 3, big becomes
// true, so 'n > 2 and not big' never becomes true while 'n > 2 and not
// pre(big)' does.
// run --stop-time=3.5
// expect final n 4 0
// expect final big 1 0
// expect final early 0 0
// expect final late 1 0
// expect events @late 1
// expect event @late 1 2 1e-12
// expect events @early 0
model WhenConditionSorted
  Integer n(start = 0, fixed = true);
  Boolean big(start = false, fixed = true);
  Boolean early(start = false, fixed = true), late(start = false, fixed = true);
equation
  when n > 2 and not big then  // @early
    early = true;
  end when;
  when n > 2 and not pre(big) then  // @late
    late = true;
  end when;
  when n > 2 then
    big = true;
  end when;
  when sample(0, 1) then
    n = pre(n) + 1;
  end when;
end WhenConditionSorted;
