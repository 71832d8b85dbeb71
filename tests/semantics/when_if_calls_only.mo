// An if-equation in a when-clause whose condition changes in time and whose
// branch holds only calls (assert, terminate) needs no else: it assigns
// nothing.  x = t; the clause fires at 0.5, counts k = 1, checks x > 0.45
// and, since x > 0.4, ends the run there.
// run --stop-time=1
// expect final x 0.5 1e-6
// expect final k 1 0
// expect stderr terminated at t=0.5
model WhenIfCallsOnly
  Real x(start = 0, fixed = true);
  discrete Integer k(start = 0, fixed = true);
equation
  der(x) = 1;
  when x > 0.5 then // @C
    k = pre(k) + 1;
    if x > 0.4 then
      assert(x > 0.45, "x is past 0.45 here");
      terminate("counted once");
    end if;
  end when;
end WhenIfCallsOnly;
