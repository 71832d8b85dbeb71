// A sliding mode and a contact mode in one model, beside variables that
// assignments.c computes (y, an alias a, the torn loop p, q).  x(0) = 0.5
// falls as der(x) = -1 + t/2 and reaches 0 at t = 2 - sqrt(2) = 0.5857864,
// where der(x) = 1 below pushes it back: it slides on x = 0 with
// alpha (-1 + t/2) + (1 - alpha) 1 = 0, alpha = 1/(2 - t/2) (2/3 at t = 1,
// 0.952381 at t = 1.9), until alpha > 1 at t = 2; then x = (t - 2)^2/4.
// The ball beside it comes to rest at t* = 4.0637128 (contact_computed.mo).
// The relations of both modes read their multipliers where the solver keeps
// them (the end of sliding used to read the slot of a computed variable).
// run --stop-time=5 --hysteresis=1e-8 --interval=0.01 --emit-internal
// expect stderr continuing sliding on its switching surface
// expect stderr contact from t* = 4.06371
// expect at 1 x 0 2e-8
// expect at 1 sliding.active[1] 1 0
// expect at 1 sliding.alpha[1] 0.6666667 1e-6
// expect at 1.9 sliding.alpha[1] 0.952381 1e-6
// expect at 2.5 sliding.active[1] 0 0
// expect at 2.5 x 0.0625 1e-8
// expect at 2.5 p 0.21875 1e-8
// expect final x 2.25 1e-8
// expect final y 6.75 1e-8
// expect final a 2.25 1e-8
// expect final p 7.875 1e-8
// expect final q -5.625 1e-8
// expect final h 0 1e-9
// expect final contact.lambda[1] 9.81 1e-6
model SlidingComputed
  parameter Real e = 0.8;
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
  Real x(start = 0.5, fixed = true);
  Real p, q "a loop, torn";
  Real y "computed";
  Real a "an alias of x";
equation
  y = 3 * x;
  a = x;
  p + q = x;
  p - q = 2 * y;
  der(x) = if x > 0 then -1 + time / 2 else 1;
  der(h) = v;
  der(v) = -9.81;
  when h < 0 then
    reinit(v, -e * pre(v));
  end when;
end SlidingComputed;
