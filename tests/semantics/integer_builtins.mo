// Integer results of built-ins: abs, min and max of Integers are Integers,
// sign always is; an if-expression with an Integer and a Real branch is Real.
// n counts ticks of sample(0.1, 0.1): 10 at t = 1.05, so a = abs(3 - n) = 7,
// lo = min(n, 4) = 4, hi = max(n, 12) = 12, s = sign(-2.5) = -1, and
// r = if n > 5 then 1 else 2.5 is 1 (a Real).
// run --stop-time=1.05
// expect final a 7 0
// expect final lo 4 0
// expect final hi 12 0
// expect final s -1 0
// expect final r 1 0
model IntegerBuiltins
  Integer n(start = 0);
  Integer a, lo, hi, s;
  discrete Real r;
equation
  when sample(0.1, 0.1) then
    n = pre(n) + 1;
  end when;
  a = abs(3 - n);
  lo = min(n, 4);
  hi = max(n, 12);
  s = sign(-2.5);
  r = if n > 5 then 1 else 2.5;
end IntegerBuiltins;
