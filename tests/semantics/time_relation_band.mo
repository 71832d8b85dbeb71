// Relations of time against parameters switch where time passes the bound,
// with no dead band, also when they become false: on a nanosecond scale a
// band of 1e-10 s would hold y = 0 until 1.01e-8 and the ramp until
// 1.11e-8.  y rises from 0 at t0 = 1e-8 to 1 at t0 + tr = 1.1e-8 and stays;
// x = integral of y: tr/2 = 5e-10 at 1.1e-8, then grows by (t - 1.1e-8):
// x(2e-8) = 5e-10 + 9e-9 = 9.5e-9.
// run --stop-time=2e-8 --interval=1e-10 --atol=1e-16 --rtol=1e-10
// expect events @start 1
// expect event @start 1 1e-8 1e-13
// expect events @top 1
// expect event @top 1 1.1e-8 1e-13
// expect at 1.05e-8 y 0.5 1e-6
// expect at 1.1e-8 x 5e-10 1e-13
// expect final x 9.5e-9 1e-13
// expect final y 1 1e-12
model TimeRelationBand
  parameter Real t0 = 1e-8;
  parameter Real tr = 1e-9;
  Real y;
  Real x(start = 0, fixed = true);
  Integer started(start = 0, fixed = true);
  Integer topped(start = 0, fixed = true);
equation
  y = if time < t0 then 0 else if time < t0 + tr then (time - t0)/tr else 1;
  der(x) = y;
  when not (time < t0) then  // @start
    started = pre(started) + 1;
  end when;
  when not (time < t0 + tr) then  // @top
    topped = pre(topped) + 1;
  end when;
end TimeRelationBand;
