// y = floor(2 x) jumps at x = 0.5 and 1.0, each an event.
// run --stop-time=1.2 --interval=0.05
// expect final y 2 0
// expect at 0.7 y 1 0
// expect at 0.4 y 0 0
model FloorEvents
  Real x(start = 0, fixed = true);
  Real y;
equation
  der(x) = 1;
  y = floor(2 * x);
end FloorEvents;
