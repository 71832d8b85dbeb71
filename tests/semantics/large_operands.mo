// Values of size 1e19: x = 1e19 + 1e18 t passes exp(44) = 1.2851600114359308e19
// at t = (exp(44) - 1e19)/1e18 = 2.8516001143593; der(x) then falls to 0, so
// x stays where the event found it (within 2e-12 s, 2e6, of the crossing) to
// t = 4.  The relation's band is 1e-12 * 1.285e19 = 1.3e7, not 1e-10 (below
// one rounding step): it fires once and does not switch back on rounding
// noise.  Also: the initialization finds der(x) = 1e18 from a guess of 0.
// expect events @cross 1
// expect event @cross 1 2.8516001143593 1e-9
// expect final n 1 0
// expect final above 1 0
// expect final x 1.2851600114359308e19 1e7
model LargeOperands
  Real x(start = 1e19, fixed = true);
  Boolean above;
  Integer n(start = 0, fixed = true);
equation
  above = x > exp(44.0);
  der(x) = if above then 0 else 1e18;
  when above then // @cross
    n = pre(n) + 1;
  end when;
  annotation(experiment(StopTime = 4));
end LargeOperands;
