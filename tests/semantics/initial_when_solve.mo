// The equations of a when-clause that fires at initialization (initial()
// as an element of its condition) hold during the initial solve, not only
// at the initial event after it: k = u with u = 2 + time is 2 there, so
// y = 1/k is 0.5 and never 1/0 (as a time table's next event must be known
// before its value is asked).  One reading pre() counts once: n = 1.
// der(x) = y from 1: x(1) = 1.5; the when fires again at t = 0.5, where
// k = u = 2.5, y = 0.4: x(1) = 1 + 0.25 + 0.2 = 1.45, n = 2.
// run --stop-time=1
// expect at 0 k 2 1e-12
// expect at 0 y 0.5 1e-12
// expect at 0 n 1 0
// expect final k 2.5 1e-9
// expect final n 2 0
// expect final x 1.45 1e-6
model InitialWhenSolve
  Real u = 2 + time;
  discrete Real k(start = 0, fixed = true);
  Integer n(start = 0, fixed = true);
  Real y;
  Real x(start = 1, fixed = true);
equation
  when {initial(), time >= 0.5} then
    k = u;
    n = pre(n) + 1;
  end when;
  y = 1/k;
  der(x) = y;
end InitialWhenSolve;
