// when initial() fires once, at the start time (here 0.5), not later.
// run --start-time=0.5 --stop-time=1
// expect final t0 0.5 1e-12
// expect final n 1 0
model InitialFires
  discrete Real t0(start = -1);
  Integer n(start = 0);
equation
  when initial() then
    t0 = time;
    n = pre(n) + 1;
  end when;
end InitialFires;
