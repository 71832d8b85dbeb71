// At t = 0.5 the when-relation fires and then reads pre(count) anew, so it
// switches back: the event searches a mode where another relation switches
// too.  The mode y >= 10 has no solution (x^2 + 1 = 0); the search leaves
// it and restarts from the event's values, not from the failed trial's
// iterate (from which log(x - 3*y) has no value): x = 3*y + exp(0.1).
// run --stop-time=2
// expect at 1 x 4.105170918 1e-5
// expect final x 7.105170918 1e-5
// expect final T_start 1.5 1e-9
model mode_search_restores_values
  parameter Real startTime = 0.5;
  parameter Real period = 1;
  discrete Integer count;
  discrete Real T_start;
  Real x(start = 1);
  Real y(start = 0, fixed = true);
  Real u;
initial algorithm
  count := integer((time - startTime)/period);
  T_start := startTime + count*period;
equation
  der(y) = 1;
  when time >= (pre(count) + 1)*period + startTime then
    count = pre(count) + 1;
    T_start = time;
  end when;
  u = if time < startTime then 0 else if time < T_start + 0.2 then time - T_start else 0.2;
  if y < 10 then
    log(x - 3*y) = 0.1 + 0*u;
  else
    x^2 + 1 = 0;
  end if;
end mode_search_restores_values;
