// The book's bouncing ball (e = 0.8, h(0) = 1) beside variables that
// assignments.c computes (hh, an alias a, the torn loop p, q).  The impacts
// (first at sqrt(2/9.81) = 0.45152364) accumulate at t* = 9 * 0.45152364 =
// 4.0637128; the ball then rests in contact: h = 0, contact.lambda[1] = 9.81.
// At t = 4.5 the push turns upward (der(v) = 5), the wall would have to pull
// (lambda = -5): lift-off, then h = 2.5 (t - 4.5)^2, h(5) = 0.625, v(5) = 2.5,
// p = (v + 2h)/2 = 1.875, q = (v - 2h)/2 = 0.625.  The lift-off test reads
// contact.lambda[1] where the solver keeps it, not the slot of a variable
// that became computed (the ball used to fall through the floor).
// run --stop-time=5 --emit-internal
// expect event @impact 1 0.45152364 1e-6
// expect stderr contact from t* = 4.06371
// expect at 4.4 h 0 1e-9
// expect at 4.4 hh 0 1e-9
// expect at 4.4 contact.active[1] 1 0
// expect at 4.4 contact.lambda[1] 9.81 1e-6
// expect final contact.active[1] 0 0
// expect final contact.lambda[1] 0 0
// expect final h 0.625 1e-8
// expect final v 2.5 1e-8
// expect final hh 1.25 2e-8
// expect final a 0.625 1e-8
// expect final p 1.875 2e-8
// expect final q 0.625 2e-8
model ContactComputed
  parameter Real e = 0.8;
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
  Real hh "computed";
  Real a "an alias of h";
  Real p, q "a loop, torn";
equation
  der(h) = v;
  der(v) = if time < 4.5 then -9.81 else 5;
  hh = 2 * h;
  a = h;
  p + q = v;
  p - q = 2 * h;
  when h < 0 then // @impact
    reinit(v, -e * pre(v));
  end when;
end ContactComputed;
