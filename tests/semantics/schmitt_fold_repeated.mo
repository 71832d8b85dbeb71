// An inverting Schmitt trigger with no state, switched by noEvent:
// v_in = b*v_out - u, b = 1/16, v_out the limit +-15 of V0*v_in.  Each
// jump comes where a branch of solutions ends: from +15 where u rises past
// 15/16 - 15/V0 = 0.9365, from -15 where u falls past -0.9385, i.e. with
// u = 2 sin(2 pi t) at t = asin(0.9365/2)/(2 pi) = 0.0775577, then
// 0.5775577 (by hand; Python agrees).  After the first jump IDA has its
// algebraic variables outside its error test; each later one restarts it
// just past the fold, from the consistent values of the branch that
// remains.  At t = 0.55 (u = -0.618) both limits solve the equations and
// the one before holds; at t = 0.85 (u = -1.618) and 0.9 (u = -1.176) only
// +15 does.  (Inside the band of hysteresis: schmitt_fold_long_steps.)
// run --stop-time=0.9 --interval=0.001
// expect at 0.05 v_out 15 1e-6
// expect at 0.1 v_out -15 1e-6
// expect at 0.55 v_out -15 1e-6
// expect at 0.577 v_out -15 1e-6
// expect at 0.578 v_out 15 1e-6
// expect at 0.85 v_out 15 1e-6
// expect final v_out 15 1e-6
model SchmittFoldRepeated
  parameter Real V0 = 15000;
  parameter Real b = 1 / 16;
  Real u = 2 * sin(2 * 3.14159265358979 * time);
  Real v_in(start = 0.01), v_out(start = 15);
equation
  v_in = b * v_out - u;
  v_out = smooth(0, noEvent(if V0 * v_in > 15 then 15 else if V0 * v_in < -15 then -15 else V0 * v_in));
end SchmittFoldRepeated;
