// A parameter with fixed = false in the start of sample(): t0 = time at
// initialization (the run starts at 0.25), so the samples come at
// t0 + 0.5 + k*0.5 = 0.75, 1.25, 1.75, 2.25.
// run --start-time=0.25 --stop-time=2.5
// expect event @tick 1 0.75 1e-9
// expect event @tick 4 2.25 1e-9
// expect events @tick 4
// expect final n 4 0
// expect final t0 0.25 1e-12
model SampleFreeStart
  parameter Real period = 0.5;
  parameter Real t0(fixed = false);
  Integer n(start = 0, fixed = true);
initial equation
  t0 = time;
equation
  when sample(t0 + period, period) then // @tick
    n = pre(n) + 1;
  end when;
end SampleFreeStart;
