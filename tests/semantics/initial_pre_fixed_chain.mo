// pre(u) of a discrete u with fixed = true is u's start during the whole
// initialization (spec 8.6), not the value u settles on: x = pre(u) is 1
// when initial() fires, and becomes 3 in the event iteration right after
// it, where change(x) fires at t = 0 (a second firing: seen = 3, n = 2).
// Without fixed, pre(w) is the value w settles on: z = 5 already when
// initial() fires.
// run --stop-time=1
// expect events @w1 2
// expect at 0 seen 3 0
// expect at 0 n 2 0
// expect at 0 first 1 0
// expect at 0 zi 5 0
// expect final seen 3 0
// expect final n 2 0
model InitialPreFixedChain
  Integer u(start = 1, fixed = true);
  Integer x;
  Integer seen(start = 0, fixed = true);
  Integer first(start = 0, fixed = true);
  Integer n(start = 0, fixed = true);
  Integer w;
  Integer z;
  Integer zi(start = 0, fixed = true);
equation
  u = 3;
  x = pre(u);
  w = 5;
  z = pre(w);
algorithm
  when {initial(), change(x) and not initial()} then  // @w1
    seen := x;
    n := pre(n) + 1;
    first := if initial() then x else pre(first);
  end when;
  when initial() then
    zi := z;
  end when;
end InitialPreFixedChain;
