// terminate() ends the run at an event, so it belongs in a when-clause.
model TerminateOutsideWhen
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  terminate("done");
end TerminateOutsideWhen;
