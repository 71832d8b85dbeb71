// During initialization pre(v) of a discrete variable is its start and
// initial() is true (spec 8.6): change(e) in an algorithm of discrete
// variables does not fire there.  An enumeration variable without a start
// value starts at its first literal (spec 4.9.5), and Integer(pre(f)) is
// the number of the value before the event.
// run --stop-time=1
// expect at 0.4 changes 0 0
// expect final changes 1 0
// expect events @switch 1
// expect event @switch 1 0.5 1e-9
// expect at 0.7 first 1 0
// expect final first 3 0
model EnumerationInitialPre
  type E = enumeration(p, q, r);
  E e(start = E.q, fixed = true);
  E f;
  Integer changes(start = 0);
  Integer first;
algorithm
  if change(e) then
    changes := pre(changes) + 1;
  end if;
  first := Integer(pre(f));
equation
  when time > 0.5 then // @switch
    e = E.r;
  end when;
  when time > 0.75 then
    f = E.r;
  end when;
end EnumerationInitialPre;
