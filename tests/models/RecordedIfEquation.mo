// A decay x = e^-t and a variable p only recorded, defined by an
// if-equation whose else-branch jumps from x to 0 without an event as x
// falls through 0.5 (at t = ln 2).  Nothing reads p.
model RecordedIfEquation
  Real x(start = 1, fixed = true);
  Real p;
equation
  der(x) = -x;
  if initial() then
    p = x;
  else
    p = noEvent(if x > 0.5 then x else 0);
  end if;
  annotation(experiment(StopTime = 1));
end RecordedIfEquation;
