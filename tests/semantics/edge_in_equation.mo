// edge() in a discrete equation outside when-clauses: count = pre(count) + 1
// in the pass where b = x > 0.3 rises, pre(count) in the passes after: the
// event iteration reaches count = 1 at t = 0.3 and it stays 1 (x = 0.7 later
// makes b fall; no rise, no count).  hi = edge(b) is true only at the event:
// false in the rows around it.
// run --stop-time=1 --interval=0.05
// expect at 0.25 count 0 0
// expect final count 1 0
// expect at 0.5 hi 0 0
// expect final hi 0 0
model EdgeInEquation
  Real x(start = 0, fixed = true);
  Boolean b, hi;
  Integer count(start = 0, fixed = true);
equation
  der(x) = 1;
  b = x > 0.3 and x < 0.7;
  hi = edge(b);
  count = if edge(b) then pre(count) + 1 else pre(count);
end EdgeInEquation;
