// At an event the values the backend stopped at are solved again (states
// held) before the when-clauses read them: an algebraic variable is then
// consistent there to the tight tolerance of the restart's Newton (1e-9),
// not only to the step's.  ts + sin(ts)/2 = time + sin(time)/2 has the one
// solution ts = time (its left side rises), so each firing of the
// when-clause (t = 0.3, 0.4, ..., 1.0: next = 1.1 at the end) sees
// ts - time = 0 to 1e-9 (Newmark's step alone left it 5e-8 off).
// run --stop-time=1
// expect events @w1 8
// expect final next 1.1 1e-12
// expect final emax 0 1e-9
model EventLeftLimitConsistent
  Real ts(start = 0);
  discrete Real next(start = 0.3, fixed = true);
  discrete Real emax(start = 0, fixed = true);
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  ts + 0.5 * sin(ts) = time + 0.5 * sin(time);
  when time >= pre(next) then  // @w1
    next = pre(next) + 0.1;
    emax = max(pre(emax), abs(ts - time));
  end when;
end EventLeftLimitConsistent;
