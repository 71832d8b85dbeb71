// A discontinuity without events: der(x) = noEvent(if x > 0 then -1 else 1)
// slides on x = 0 from t = 1, and every step across x = 0 fails the error
// test, so the step size collapses.  Neither backend may hang there: each
// stops (exit 1) near t = 1 saying that the solution changes abruptly where
// no event marks it (naming noEvent), instead of stepping at 1e-9 s to the
// stop time.
// run --stop-time=3
// expect exit 1
// expect stderr at t=1.000
// expect stderr noEvent(
model NoEventChatter
  Real x(start = 1, fixed = true);
equation
  der(x) = noEvent(if x > 0 then -1 else 1);
end NoEventChatter;
