// An assert inside a when-clause is checked where the clause fires, with the
// values after the firing: sample(0.25, 0.25) counts n = 1, 2, 3 at t = 0.25,
// 0.5, 0.75; assert(n < 3) fails at the third firing, t = 0.75.  Its
// condition is not checked between events (n < 3 is false from 0.75 on, but
// the run has stopped there anyway; the other when-assert, x > 10, holds
// wherever its clause fires: never).
// run --stop-time=1
// expect exit 1
// expect stderr assertion failed: at most two samples
// expect stderr t=0.75
model AssertInWhen
  Real x(start = 0, fixed = true);
  Integer n(start = 0, fixed = true);
equation
  der(x) = 1;
  when sample(0.25, 0.25) then
    n = pre(n) + 1;
    assert(n < 3, "at most two samples");
  end when;
  when x > 2 then
    assert(x > 10, "never checked: x stops at 1");
  end when;
end AssertInWhen;
