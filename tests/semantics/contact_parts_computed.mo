// Three balls of one kind of part, each with variables that assignments.c
// computes (hh[i] = i h[i], i a number lifted into a parameter of the kind;
// an alias a[i]), run part by part (--no-event-rows).  Ball i falls from
// h0 = i, bounces with e = 0.8 and comes to rest at t* = 9 sqrt(2 i/9.81):
// 4.0637, 5.7469, 7.0386.  At t = 8 the push turns upward (der(v) = 5) and
// each lifts off: h(9) = 5 (9 - 8)^2 / 2 = 2.5, v(9) = 5, hh[i] = 2.5 i.
// Each part's contact code reads its multiplier where the kind's solver
// keeps it.
// run --stop-time=9 --no-event-rows --interval=0.1 --emit-internal
// expect at 7.9 h[1] 0 1e-9
// expect at 7.9 h[3] 0 1e-9
// expect at 7.9 contact.lambda[2] 9.81 1e-6
// expect at 7.9 contact.active[3] 1 0
// expect final h[1] 2.5 1e-8
// expect final h[2] 2.5 1e-8
// expect final h[3] 2.5 1e-8
// expect final v[3] 5 1e-8
// expect final hh[2] 5 2e-8
// expect final hh[3] 7.5 3e-8
// expect final a[3] 2.5 1e-8
// expect final contact.active[2] 0 0
model ContactPartsComputed
  parameter Integer n = 3;
  Real h[n](start = {1, 2, 3}, each fixed = true);
  Real v[n](each start = 0, each fixed = true);
  Real hh[n] "computed";
  Real a[n] "aliases of h";
equation
  for i in 1:n loop
    hh[i] = i * h[i];
    a[i] = h[i];
    der(h[i]) = v[i];
    der(v[i]) = if time < 8 then -9.81 else 5;
    when h[i] < 0 then
      reinit(v[i], -0.8 * pre(v[i]));
    end when;
  end for;
end ContactPartsComputed;
