// Two reinits in one event read the values before the event: a and b swap.
// run --stop-time=1
// expect final a 2 1e-12
// expect final b 1 1e-12
model ReinitPreValues
  Real x(start = 0, fixed = true);
  Real a(start = 1, fixed = true), b(start = 2, fixed = true);
equation
  der(x) = 1;
  der(a) = 0;
  der(b) = 0;
  when x > 0.5 then
    reinit(a, pre(b));
    reinit(b, pre(a));
  end when;
end ReinitPreValues;
