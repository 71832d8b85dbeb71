// A row not finite at the start values: a body falling away from a point
// mass, a = -mu/x^2, whose position x has no start value while its alias r
// has a fixed one (r = x, as a body's r_0 beside its frame's).  At x = 0
// the row is Inf and the Newton of the whole initial problem stops there;
// solved block by block, x comes from r = 2 before the row needs it.  By
// hand: with v(0) = sqrt(2 mu/x(0)) = 2 (escape speed, mu = 4) the energy
// v^2/2 - mu/x stays 0, so dx/dt = sqrt(2 mu/x) and
// x = (x0^(3/2) + 3/2 sqrt(2 mu) t)^(2/3): x(1) = 3.684031498640,
// v(1) = sqrt(8/x(1)) = 1.473612599456, a(0) = -1.
// run --stop-time=1 --rtol=1e-9 --atol=1e-11
// expect at 0 x 2 1e-9
// expect at 0 a -1 1e-9
// expect final x 3.684031498640 1e-6
// expect final v 1.473612599456 1e-6
model InitialNonfiniteStart
  parameter Real mu = 4;
  Real x;
  Real r(start = 2, fixed = true);
  Real v(start = 2, fixed = true);
  Real a;
equation
  r = x;
  der(x) = v;
  der(v) = a;
  a = -mu/x^2;
end InitialNonfiniteStart;
