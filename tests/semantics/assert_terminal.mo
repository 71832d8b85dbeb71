// An assert inside 'if terminal()' is checked at the terminal instant, with
// the final values: x = time reaches 0.75 at the stop time.
// run --stop-time=0.75
// expect exit 1
// expect stderr at t=0.75, assertion failed: x ended at 0.75
model AssertTerminal
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  if terminal() then
    assert(x < 0.5, "x ended at " + String(x));
  end if;
end AssertTerminal;
