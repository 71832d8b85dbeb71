// A relation on a derivative: der(x) = 2 x with x(0) = 1 gives der(x) =
// 2 exp(2 t), which crosses 2.5 once, at t = ln(1.25)/2 = 0.111571776; fast
// becomes true there and stays true, so n = 1.  Root functions that read
// derivatives must see consistent derivatives after the event.
// run --stop-time=1
// expect events @wf 1
// expect event @wf 1 0.111571776 1e-6
// expect final n 1 0
// expect final x 7.3890561 1e-4
model DerivativeRelation
  Real x(start = 1, fixed = true);
  Boolean fast;
  Integer n(start = 0, fixed = true);
equation
  der(x) = 2*x;
  fast = der(x) > 2.5;
  when fast then  // @wf
    n = pre(n) + 1;
  end when;
end DerivativeRelation;
