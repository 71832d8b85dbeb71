// A triangle/square generator: the comparator u = lim(V0 e), limited to
// +-1, with positive feedback e = u - x, drives the integrator der(x) = u.
// From x = -2 only u = 1 is consistent.  u leaves its upper limit where
// V0 e = 1, at x = 1 - 1/V0 = 0.999 (t = 2.999); there the linear mode
// (e = x/(V0 - 1), V0 e > 1) is no solution, nor is the upper limit again:
// only the lower limit is, u = -1, e = -1.999.  x then falls to
// -0.999 (t = 2.999 + 1.998 = 4.997), where u goes back to +1, and so on:
// switches to -1 at 2.999 and 6.995, to +1 at 4.997 and 8.993.
// run --stop-time=10
// expect events @low 2
// expect event @low 1 2.999 1e-5
// expect event @low 2 6.995 1e-5
// expect events @high 2
// expect event @high 1 4.997 1e-5
// expect event @high 2 8.993 1e-5
// expect at 4 x -0.002 1e-5
// expect final x 0.008 1e-5
// expect final u 1 1e-9
model LimiterFold
  parameter Real V0 = 1000;
  Real x(start = -2, fixed = true);
  Real e;
  Real u;
  Integer low(start = 0, fixed = true);
  Integer high(start = 0, fixed = true);
equation
  e = u - x;
  u = if V0*e > 1 then 1 else if V0*e < -1 then -1 else V0*e;
  der(x) = u;
  when u < 0 then  // @low
    low = pre(low) + 1;
  end when;
  when u > 0 then  // @high
    high = pre(high) + 1;
  end when;
end LimiterFold;
