// A pendulum in Cartesian coordinates with momenta, heavier and longer
// than index_start_singular_choice (m = 2, L = 1.5, pivot at the origin),
// started at the bottom with px = 3, for two periods.  Index reduction
// decides at the start values that der(y) is the dummy (2 x der(x) is 0
// there), so the choice depends on the values, and the constraint's second
// derivative holds der(x) squared: where IDA's order drops to 1 its
// predicted der(x), the slope of its last step, is off from px / m, and
// its Newton iteration fails at any step size until IDA restarts from
// consistent values.  The choice stays regular (y < 0 all along).
// Exact: E = px^2/(2 m) + py^2/(2 m) + m g y = 9/4 - 2 g 1.5 = -27.18;
// cos(th) = 1 - (px/m)^2/(2 g L); period T = 4 sqrt(L/g) K(sin(th/2))
// = 2.4809182930582 (K by the arithmetic-geometric mean); at T/2 the
// bottom again moving back (px = -3), at T and 2T the start again.
// run --stop-time=4.9618365861164
// expect at 1.2404592 x 0 1e-3
// expect at 1.2404592 px -3 1e-3
// expect at 2.4809184 px 3 1e-3
// expect final x 0 1e-3
// expect final y -1.5 1e-6
// expect final px 3 1e-3
// expect final E -27.18 1e-3
model IndexMomentumPendulumRenewal
  parameter Real L = 1.5, g = 9.81, m = 2;
  Real x(start = 0), y(start = -1.5), px(start = 3, fixed = true), py, E;
  Real F;
equation
  m * der(x) = px;
  m * der(y) = py;
  der(px) = -F * x / L;
  der(py) = -F * y / L - m * g;
  x^2 + y^2 = L^2;
  E = (px^2 + py^2) / (2 * m) + m * g * y;
end IndexMomentumPendulumRenewal;
