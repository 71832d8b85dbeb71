// The start guess of an algebraic variable from its own equation e = expr
// reads the other variables' start values, not their solution: here a,
// computed from a = 2 + time, is still 0, so the guess a / sqrt(a * a) is
// 0/0.  A guess that is not finite is no guess: e starts from 0 and the
// initial Newton solves e + e^3/2 = 1 (a > 0), e = 0.7709169970592480
// at every time (before, the initial residual was NaN).
// run --stop-time=1
// expect at 0 e 0.770916997059248 1e-9
// expect final e 0.770916997059248 1e-9
// expect final a 3 1e-12
model GuessNotFinite
  Real a;
  Real e;
equation
  a = 2 + time;
  e = a / sqrt(a * a) - 0.5 * e ^ 3;
end GuessNotFinite;
