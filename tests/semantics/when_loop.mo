// A when-equation that closes an algebraic loop with a continuous equation is
// solved together with it at the event: x + y = 5 and y = 7 - 2 x + t give
// y = 3 - t, x = 2 + t at each sample t = 0, 0.5, 1, ... (y holds between).
// The sample at t = 0 fires at initialization.
// run --stop-time=1.2 --interval=0.1
// expect at 0.2 y 3 1e-9
// expect at 0.2 x 2 1e-9
// expect at 0.7 y 2.5 1e-9
// expect at 0.7 x 2.5 1e-9
// expect final y 2 1e-9
// expect final x 3 1e-9
model WhenLoop
  Real x;
  discrete Real y(start = 0, fixed = true);
equation
  x + y = 5;
  when sample(0, 0.5) then
    y = 7 - 2*x + time;
  end when;
end WhenLoop;
