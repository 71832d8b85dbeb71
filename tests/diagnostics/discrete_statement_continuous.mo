// An algorithm outside when-statements runs at events only for discrete
// variables, so a discrete variable given a value that changes between
// events (a state, time) would hold a stale value: an error, as for the
// equation d = x.  Relations and integer() are constant between events.
model DiscreteStatementContinuous
  Real x(start = 1, fixed = true);
  discrete Real level(start = 0);
  discrete Real stamp(start = 0);
  Integer steps(start = 0);
  Boolean low(start = false);
equation
  der(x) = -x;
algorithm
  level := 2 * x;
  if x < 0.5 then
    stamp := time;
  end if;
  steps := integer(10 * x);
  low := x < 0.5;
end DiscreteStatementContinuous;
