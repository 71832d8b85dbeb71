// y from an equation whose if-expression reads y itself: y = (1 - 4x)/3 while
// y > 0, (1 - 4x)/2 after.  x = 1 - exp(-t) reaches 1/4 at t = ln(4/3) =
// 0.28768207, where y crosses 0 once (downwards, and stays negative), so
// y < 0 becomes true once: n = 1, and y(2) = (1 - 4 (1 - exp(-2)))/2.
// run --stop-time=2
// expect events @neg 1
// expect event @neg 1 0.28768207 1e-6
// expect final n 1 0
// expect final y -1.2293294 1e-5
model IfLoopCrossing
  Real x(start = 0, fixed = true);
  Real y;
  Integer n(start = 0, fixed = true);
equation
  der(x) = 1 - x;
  (if y > 0 then 3*y else 2*y) = 1 - 4*x;
  when y < 0 then  // @neg
    n = pre(n) + 1;
  end when;
end IfLoopCrossing;
