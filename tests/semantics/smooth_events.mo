// smooth(p, e) is e (spec 3.7.4.2): its relations still generate events.
// y = smooth(0, if x > 0 then x else 0) with x = t - 1: the relation
// switches once at t = 1; z = integral of y: z(3) = 2.
// run --stop-time=3
// expect at 0.5 y 0 0
// expect final y 2 1e-9
// expect final z 2 1e-3
// expect stderr relation x > 0 became true
model SmoothEvents
  Real x(start = -1, fixed = true);
  Real z(start = 0, fixed = true);
  Real y;
equation
  der(x) = 1;
  y = smooth(0, if x > 0 then x else 0);
  der(z) = y;
end SmoothEvents;
