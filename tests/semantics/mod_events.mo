// y = mod(x, 0.5) is a sawtooth: it restarts from 0 at x = 0.5 and 1.0.
// run --stop-time=1.2 --interval=0.05
// expect final y 0.2 1e-9
// expect at 0.7 y 0.2 1e-9
// expect at 0.45 y 0.45 1e-9
model ModEvents
  Real x(start = 0, fixed = true);
  Real y;
equation
  der(x) = 1;
  y = mod(x, 0.5);
end ModEvents;
