// A relation whose operand is zero at the start up to rounding, and the
// rounding's sign set by the relation's own value: as an ideal diode at rest
// in a loop (off = s < 0), whose s the initial solve leaves at the noise of
// its residual, and the discrete equations, run again after a change, put
// the other mode in the residual.  Here u = time + (0.1 + 0.2) - 0.3 while
// neg, time + 0.3 - (0.1 + 0.2) else: +5.6e-17 or -5.6e-17 at t = 0.  The
// initial solves must settle: neg turns true on u = -5.6e-17 and, true,
// turns false only past the dead band (1e-10), not on u = +5.6e-17 the next
// solve gives.  Then u = time + 5.6e-17 leaves the band at t = 1e-10: neg
// false from there, der(x) = 1, x(1) = 1 - 2e-10.
// expect at 0 neg 1 0
// expect at 0 u 0 1e-15
// expect events @off 1
// expect event @off 1 1e-10 1e-11
// expect at 0.5 x 0.5 1e-8
// expect final x 1 1e-8
// expect final neg 0 0
model RelationInitRounding
  parameter Real a = 0.1, b = 0.2, c = 0.3;
  Real u;
  Boolean neg;
  Real x(start = 0, fixed = true);
  Integer n(start = 0, fixed = true);
equation
  neg = u < 0;
  u = time + (if neg then a + b else c) - (if neg then c else a + b);
  der(x) = if neg then -1 else 1;
  when not neg then // @off
    n = pre(n) + 1;
  end when;
  annotation(experiment(StopTime = 1, Interval = 0.01));
end RelationInitRounding;
