// An algebraic loop (z, u) whose initial Newton starts where its Jacobian is
// nearly singular.  With x = 1: y = 2, z = u + 3, so z + sin(u) = y is
// u + sin(u) = -1: u = -0.510973429389 (Newton by hand from u = -0.5:
// -0.5109734, -0.510973429389), z = 2.489026570611, w = (y + z)/2 =
// 2.244513285306, der(x) = -w.  u has no start value, so the initial solve
// starts from u = z - c*x = -3 (z = 0): there d/du (u + sin u) = 1 + cos(-3)
// = 0.0100 and the first Newton step, 214, must be cut to a percent; the
// steps after it need a Jacobian of their own point (runtime/newton.c).
// run --stop-time=0.1 --rtol=1e-9
// expect at 0 x 1 1e-12
// expect at 0 y 2 1e-12
// expect at 0 u -0.510973429389 1e-8
// expect at 0 z 2.489026570611 1e-8
// expect at 0 w 2.244513285306 1e-8
model Loop
  parameter Real a = 2, c = 3;
  Real x(start = 1, fixed = true);
  Real y, z, w, u;
equation
  der(x) = -w;
  y = 2*x;
  z + sin(u) = y;
  u = z - c*x;
  a*w = y + z;
end Loop;
