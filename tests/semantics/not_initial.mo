// initial() is true during initialization only, so a condition that contains
// it changes right after: `not initial()` becomes true at t = start (0.2
// here) after initialization, and its when-clause fires there, once.
//   n: not initial()                      -> 1 from t = 0.2 on
//   a: initial() fires during init (a = 10), the elsewhen not initial()
//      right after it (a = 11)
//   m: {not initial(), x > 0.5}: at 0.2 and when x = t - 0.2 passes 0.5,
//      at t = 0.7 -> 1 on [0.2, 0.7), 2 after
//   q: initial() alone fires during init only -> 1
// run --start-time=0.2 --stop-time=1
// expect events @wn 1
// expect event @wn 1 0.2 1e-12
// expect events @wm 2
// expect event @wm 2 0.7 1e-9
// expect at 0.2 n 1 0
// expect at 0.2 a 11 0
// expect at 0.6 m 1 0
// expect final n 1 0
// expect final a 11 0
// expect final m 2 0
// expect final q 1 0
model NotInitial
  Real x(start = 0, fixed = true);
  Integer n(start = 0, fixed = true), a(start = 0, fixed = true);
  Integer m(start = 0, fixed = true), q(start = 0, fixed = true);
equation
  der(x) = 1;
  when not initial() then  // @wn
    n = pre(n) + 1;
  end when;
  when initial() then
    a = 10;
  elsewhen not initial() then
    a = pre(a) + 1;
  end when;
  when {not initial(), x > 0.5} then  // @wm
    m = pre(m) + 1;
  end when;
  when initial() then
    q = pre(q) + 1;
  end when;
end NotInitial;
