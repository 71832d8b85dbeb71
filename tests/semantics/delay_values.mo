// delay(expr, d) without events, from a history, on both backends:
//   y = delay(x, 0.3) with x = t: 0 up to t = 0.3 (the value at the start),
//   t - 0.3 after: 0.7 at t = 1;
//   z = delay(sin(2 t), 0.25): sin(2 (t - 0.25)), sin(1.5) = 0.99749499 at 1;
//   der(u) = -delay(u, 1, 2), u(0) = 1: u = 1 - t on [0, 1] (the delayed
//   value is u(0) = 1), then der(u) = -(2 - t): u(1.5) = -0.375, u(2) = -0.5;
//   w = delay(v, 0.2) of v = 3 x^2, a state-dependent expression: 3 (t - 0.2)^2
//   after 0.2: 3 * 0.64 = 1.92 at t = 1.
// run --stop-time=2 --interval=0.05
// newmark --rtol=1e-8 --atol=1e-8
// expect at 0.2 y 0 1e-9
// expect at 1.0 y 0.7 1e-6
// expect at 1.0 z 0.99749499 1e-5
// expect at 1.0 u 0 1e-5
// expect at 1.5 u -0.375 1e-4
// expect final u -0.5 1e-4
// expect at 0.15 w 0 1e-9
// expect at 1.0 w 1.92 1e-5
// expect final w 9.72 1e-4
model DelayValues
  Real x(start = 0, fixed = true), u(start = 1, fixed = true);
  Real y, z, w;
  Real v;
equation
  der(x) = 1;
  y = delay(x, 0.3);
  z = delay(sin(2 * time), 0.25);
  der(u) = -delay(u, 1, 2);
  v = 3 * x^2;
  w = delay(v, 0.2);
end DelayValues;
