// A when-clause on a Boolean set by another when-clause fires in the same instant.
// run --stop-time=1
// expect event @w2 1 0.5 1e-12
// expect final m 1 0
model WhenOnDiscrete
  Boolean go(start = false);
  Integer m(start = 0);
equation
  when sample(0.5, 10) then
    go = true;
  end when;
  when go then  // @w2
    m = 1;
  end when;
end WhenOnDiscrete;
