// terminate() ends the run cleanly at the event: results up to t = 0.4 are kept.
// run --stop-time=1
// expect final x 0.4 1e-9
// expect stderr done at 0.4
model TerminateClean
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  when x > 0.4 then
    terminate("done at 0.4");
  end when;
end TerminateClean;
