// Conditions built from Boolean parameter arrays, Integer comparisons, not,
// and, or (spec 4.4.5), all known at compile time: with use = {true, false}
// and n = 2, a (use[1] and n > 1) and c (not use[2]) exist, b (use[2] or
// n < 1) does not.  Each decays as x' = -k x from x = 1: at t = 1
// a.x = e^-1 = 0.3678794412 and c.x = e^-3 = 0.0497870684 (the model
// itself may not read them: a conditional component is only modified or
// connected).  n is declared after the components whose conditions read it
// (spec 4.4.5 leaves the order free).
// run --stop-time=1
// expect final a.x 0.3678794412 1e-4
// expect final c.x 0.0497870684 1e-4
model Decay
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Decay;

model oo_conditional_expression
  parameter Boolean use[2] = {true, false};
  Decay a(k = 1) if use[1] and n > 1;
  Decay b(k = 2) if use[2] or n < 1;
  Decay c(k = 3) if not use[2];
  parameter Integer n = 2;
end oo_conditional_expression;
