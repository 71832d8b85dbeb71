// A record equation in a when-clause: its fields are discrete and change
// only where the clause fires.  x = t; every 0.25 from 0.25, last =
// Sample(x, pre(last.count) + 1): at t = 0.6, last = (0.5, 2); the stop time
// 1 is a sample instant too: last = (1, 4).  prev = pre(last), a record
// of the fields' pre(), is the sample before: (0.75, 3) at the end.
// run --stop-time=1
// expect at 0.6 last.value 0.5 1e-9
// expect at 0.6 last.count 2 0
// expect final last.value 1 1e-9
// expect final last.count 4 0
// expect final prev.value 0.75 1e-9
// expect final prev.count 3 0
// expect events @tick 4
record Sample
  Real value;
  Integer count;
end Sample;

model oo_record_when
  Real x(start = 0, fixed = true);
  discrete Sample last(value(start = 0, fixed = true), count(start = 0, fixed = true));
  discrete Sample prev(value(start = 0, fixed = true), count(start = 0, fixed = true));
equation
  der(x) = 1;
  when sample(0.25, 0.25) then // @tick
    last = Sample(x, pre(last.count) + 1);
    prev = pre(last);
  end when;
end oo_record_when;
