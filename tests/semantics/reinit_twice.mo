// Two when-clauses that reinit the same state at one event: the model is
// wrong (spec 8.3.6: a state is reinitialized once per event); hysc stops
// with an error at that event, t = 0.5, naming the state.
// run --stop-time=1
// expect exit 1
// expect stderr at t=0.5
// expect stderr 'x' is reinitialized twice in the same event
model ReinitTwice
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  when time >= 0.5 then
    reinit(x, 0);
  end when;
  when sample(0.5, 1) then
    reinit(x, 2);
  end when;
end ReinitTwice;
