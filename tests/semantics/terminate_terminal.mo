// terminate() at an event ends the run there, after the event iteration: the
// last row holds the values after it (n = 1 from the when-clause at the same
// event), and terminal() fires once, at that time, with those values.
// x = t; x > 0.4 at t = 0.4.
// run --stop-time=1
// expect final x 0.4 1e-9
// expect final n 1 0
// expect final tEnd 0.4 1e-9
// expect final nEnd 1 0
// expect stderr terminated at t=0.4
model TerminateTerminal
  Real x(start = 0, fixed = true);
  Integer n(start = 0, fixed = true), nEnd(start = -1, fixed = true);
  discrete Real tEnd(start = -1, fixed = true);
equation
  der(x) = 1;
  when x > 0.4 then
    n = pre(n) + 1;
    terminate("x reached 0.4");
  end when;
  when terminal() then
    tEnd = time;
    nEnd = n;
  end when;
end TerminateTerminal;
