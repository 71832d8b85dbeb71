// Asserts and a delay beside a contact mode (index reduction) and variables
// that assignments.c computes.  x = exp(-t); y = 2x; the torn loop
// p + q = y, p - q = x gives p = 1.5 exp(-t), q = 0.5 exp(-t); z = q(t - 0.5)
// = 0.5 exp(0.5 - t).  p > 0.1 fails first, at ln 15 = 2.7080502 (within
// 1e-4: the impacts of the ball restart the steps); z > 0.05 would fail only
// at 0.5 + ln 10 = 2.8026.  The relation of the first assert reads p where
// the solver keeps it, not the slot of y, which made it fail at ln 20.
// run --stop-time=5
// expect exit 1
// expect stderr assertion failed: p too small
// expect stderr at t=2.708
model AssertComputed
  Real x(start = 1, fixed = true);
  Real y "computed";
  Real p, q "a loop, torn";
  Real z;
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
  Real hh "computed";
equation
  hh = 2 * h;
  der(h) = v;
  der(v) = -9.81;
  when h < 0 then
    reinit(v, -0.8 * pre(v));
  end when;
  y = 2 * x;
  p + q = y;
  p - q = x;
  der(x) = -x;
  z = delay(q, 0.5);
  assert(p > 0.1, "p too small");
  assert(z > 0.05, "z too small");
end AssertComputed;
