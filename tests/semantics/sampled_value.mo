// A discrete Real holds the value of x = time^2 at each tick of sample(0, 0.25).
// The checks (1e-9 on 0.5625) are tighter than the default rtol (1e-6) makes
// IDA's steps after each tick, hence the tighter tolerance.
// run --stop-time=0.9 --rtol=1e-8
// expect final xs 0.5625 1e-9
// expect at 0.6 xs 0.25 1e-9
model SampledValue
  Real x(start = 0, fixed = true);
  discrete Real xs(start = -1);
equation
  der(x) = 2 * time;
  when sample(0, 0.25) then
    xs = x;
  end when;
end SampledValue;
