// A non-inverting Schmitt trigger with no state, switched by noEvent:
// v_p = (15 v_in + v_out)/16, v_out the limit +-15 of V0*v_p.  The branch
// v_out = -15 holds while v_in < 1 - 16/V0 = 0.9989333, v_out = +15 while
// v_in > -0.9989333.  With v_in = -5 cos(2 pi t) the jumps come at
// t = acos(-0.9989333/5)/(2 pi) = 0.2820125 up, 0.7820125 down, and one
// period later again (by hand; Python agrees).  Past each jump IDA takes
// its algebraic variables back into the error test: out of it, its steps
// grow long in the flat stretches, and a step spanning the band where
// both limits solve the equations (|v_in| < 1) had its values inside
// solved from the interpolant, which switched in the band (t = 1.254
// instead of 1.282, 1.756 instead of 1.782).
// run --stop-time=2 --interval=0.001
// expect at 0.281 v_out -15 1e-6
// expect at 0.283 v_out 15 1e-6
// expect at 0.781 v_out 15 1e-6
// expect at 0.783 v_out -15 1e-6
// expect at 1.25 v_out -15 1e-6
// expect at 1.281 v_out -15 1e-6
// expect at 1.283 v_out 15 1e-6
// expect at 1.75 v_out 15 1e-6
// expect at 1.781 v_out 15 1e-6
// expect at 1.783 v_out -15 1e-6
// expect final v_out -15 1e-6
model SchmittFoldLongSteps
  parameter Real V0 = 15000;
  Real v_in = -5 * cos(2 * 3.14159265358979 * time);
  Real v_p;
  Real v_out(start = -15);
equation
  v_p = (15 * v_in + v_out) / 16;
  v_out = smooth(0, noEvent(if V0 * v_p > 15 then 15 else if V0 * v_p < -15 then -15 else V0 * v_p));
end SchmittFoldLongSteps;
