// Relations inside a function never generate events (spec 8.5): ramp(x)
// switches at x = 0.5 inside the function without an event, while the same
// relation in the model would give one.  x = t, so at t = 1 y = 2 (x - 0.5)
// = 1 and at t = 0.25 y = 0.
// run --stop-time=1
// expect noevents
// expect at 0.25 y 0 1e-9
// expect final y 1 1e-6
function ramp
  input Real x;
  output Real y;
algorithm
  if x > 0.5 then
    y := 2 * (x - 0.5);
  else
    y := 0;
  end if;
end ramp;

model FunctionNoEvents
  Real x(start = 0, fixed = true);
  Real y;
equation
  der(x) = 1;
  y = ramp(x);
end FunctionNoEvents;
