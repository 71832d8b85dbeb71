// Events at the start time t = 0.5: k = integer(10 t) is 5 from the start;
// sample(0.5, 1) fires at the start (during initialization); time >= 0.5 is
// already true at the start, so its when-clause does not fire (nothing
// became true); time > 0.5 becomes true right after the start, and fires
// then (a state event a hair after 0.5).
// run --start-time=0.5 --stop-time=1 --interval=0.05
// expect at 0.5 k 5 0
// expect at 0.5 s 1 0
// expect final s 1 0
// expect final m 0 0
// expect final g 1 0
// expect final k 10 0
model StartTimeEvent
  Real x(start = 0, fixed = true);
  Integer k, s(start = 0, fixed = true), m(start = 0, fixed = true), g(start = 0, fixed = true);
equation
  der(x) = 1;
  k = integer(10 * time);
  when sample(0.5, 1) then
    s = pre(s) + 1;
  end when;
  when time >= 0.5 then
    m = pre(m) + 1;
  end when;
  when time > 0.5 then
    g = pre(g) + 1;
  end when;
end StartTimeEvent;
