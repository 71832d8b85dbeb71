// when terminal() fires once, at the stop time; x = time then.
// run --stop-time=0.75
// expect final tEnd 0.75 1e-12
// expect final xEnd 0.75 1e-9
// expect at 0.5 tEnd -1 0
model TerminalFires
  Real x(start = 0, fixed = true);
  discrete Real tEnd(start = -1), xEnd(start = -1);
equation
  der(x) = 1;
  when terminal() then
    tEnd = time;
    xEnd = x;
  end when;
end TerminalFires;
