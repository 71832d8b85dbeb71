// A Boolean defined by a relation outside when: impact = h <= 0 on a falling body.
// h = 1 - t^2/2 reaches 0 at t = sqrt(2).
// run --stop-time=2
// expect at 1.4 impact 0 0
// expect final impact 1 0
// expect event @w1 1 1.4142135624 1e-8
model ImpactFlag
  Real h(start = 1, fixed = true), v(start = 0, fixed = true);
  Boolean impact;
  discrete Real tImpact(start = -1);
equation
  der(h) = v;
  der(v) = -1;
  impact = h <= 0;
  when impact then  // @w1
    tImpact = time;
  end when;
end ImpactFlag;
