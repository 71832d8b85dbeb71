// fixed = true on a variable that is no state is an initial equation
// v = start (spec 8.6): s = x + 1 with s(start = 3, fixed = true) gives
// x(0) = 2.  The start values of states without fixed = true are guesses;
// hysc starts those the initial problem still leaves free, chosen by the
// problem's structure (v here, not x, which s already determines), with a
// warning.  d = x + 5 with d(start = 7, fixed = true) is determined by s
// already: its fixed start is a guess, with a warning.
// x'' = -x, x(0) = 2, v(0) = 0: x = 2 cos t, x(1) = 1.080605,
// v(1) = -2 sin 1 = -1.682942, s(1) = 2.080605.
// run --stop-time=1
// expect final x 1.080605 1e-5
// expect final v -1.682942 1e-5
// expect final s 2.080605 1e-5
// expect at 0 x 2 1e-9
model InitialFixedAlgebraic
  Real x(start = 0), v(start = 0);
  Real s(start = 3, fixed = true);
  Real d(start = 7, fixed = true);
equation
  der(x) = v;
  der(v) = -x;
  s = x + 1;
  d = x + 5;
end InitialFixedAlgebraic;
