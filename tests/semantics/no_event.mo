// noEvent: the kink at x = 0.5 is integrated through without an event.
// run --stop-time=1
// newmark --step=1e-4
// expect noevents
// expect final x 1.5 1e-3
model NoEvent
  Real x(start = 0, fixed = true);
equation
  der(x) = noEvent(if x < 0.5 then 1 else 2);
end NoEvent;
