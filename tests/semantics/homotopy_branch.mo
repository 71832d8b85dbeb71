// homotopy(): the initial problem is solved with the simplified expression
// first, then followed to the actual one.  A multivibrator: a limited
// amplifier (+-15, gain V0, switched by noEvent) fed back positively through
// a divider of one half, its output charging vc through RC = 0.1:
// v_in = v_out/2 - vc.  At vc = 1 the actual problem has three solutions,
// v_out = -15, +15 and 2.0003 (balanced, V0 v_in inside the limits); the
// simplified v_out = -15 leads to the first.  Then vc = -15 + 16 e^(-t/RC)
// up to vc = -7.5 at t1 = RC ln(16/7.5) = 0.0757686, where v_out jumps to
// +15 and vc = 15 - 22.5 e^(-(t - t1)/RC) up to +7.5 at t1 + RC ln 3 =
// 0.1856298, back to -15.  vc(0.05) = -5.2955094, vc(0.1) = -2.6582132,
// vc(0.15) = 4.2897523 (by hand; Python agrees).  No event marks a jump:
// it is found within the steps about it, to some 2e-5 s here, so vc after
// it (slope 177/s) is checked to 5e-3.
// run --stop-time=0.17 --interval=0.001
// expect at 0 v_out -15 1e-6
// expect at 0.05 vc -5.2955094 1e-4
// expect at 0.07 v_out -15 1e-6
// expect at 0.08 v_out 15 1e-6
// expect at 0.1 vc -2.6582132 5e-3
// expect at 0.15 vc 4.2897523 5e-3
// expect final v_out 15 1e-6
model HomotopyBranch
  parameter Real V0 = 15000;
  parameter Real RC = 0.1;
  Real vc(start = 1, fixed = true);
  Real v_in, v_out;
equation
  RC * der(vc) = v_out - vc;
  v_in = v_out / 2 - vc;
  v_out = homotopy(actual = smooth(0, noEvent(if V0 * v_in > 15 then 15 else if V0 * v_in < -15 then -15 else V0 * v_in)),
                   simplified = -15);
end HomotopyBranch;
