// Schmitt triggers with no state: a limited amplifier (gain V0, limits
// +-15) fed back through the divider v_in = a*u + b*v_out, a = 15/16,
// b = 1/16, the limit switched by noEvent, so no event marks the jump.
// The branch v_out = -15 holds while v_in = a*u - 15/16 < -15/V0, i.e. up
// to u = 1 - 16/15000 = 0.9989333; v_out = +15 down to u = -0.9989333.
// Where a branch ends the solution jumps to the other limit, which the
// restart finds beyond the kink the Newton cycles on (the initial problem
// too: from v_out = 0 the Newton cycles about the limit at u = -2).
// u = -2 cos(pi t/4) rises from -2 to 2: v_out -15 up to t =
// (4/pi) acos(-0.9989333/2) = 2.6658827, then +15; w = -u falls from 2:
// y_out +15, then -15 from the same time.  At t = 2.5 (u = 0.7654) both
// limits solve the equations and the one before holds (hysteresis).
// run --stop-time=4 --interval=0.001
// expect at 2.5 v_out -15 1e-6
// expect at 2.665 v_out -15 1e-6
// expect at 2.667 v_out 15 1e-6
// expect final v_out 15 1e-6
// expect at 2.5 y_out 15 1e-6
// expect at 2.665 y_out 15 1e-6
// expect at 2.667 y_out -15 1e-6
// expect final y_out -15 1e-6
model SchmittFold
  parameter Real V0 = 15000;
  parameter Real a = 15 / 16, b = 1 / 16;
  Real u = -2 * cos(3.14159265358979 * time / 4);
  Real v_in, v_out, y_in, y_out;
equation
  v_in = a * u + b * v_out;
  v_out = smooth(0, noEvent(if V0 * v_in > 15 then 15 else if V0 * v_in < -15 then -15 else V0 * v_in));
  y_in = -a * u + b * y_out;
  y_out = smooth(0, noEvent(if V0 * y_in > 15 then 15 else if V0 * y_in < -15 then -15 else V0 * y_in));
end SchmittFold;
