// Consistent values after a reinit that moves an algebraic loop far.  With
// z = u + 3 x and y = 2 x the loop is u + sin(u) = -x.  x = 1 + 2 exp(t/2)
// reaches 3.1411 at t = 2 ln(1.07055) = 0.136345070206, where u =
// -2.998028 (as in when_loop_far.mo) and d/du (u + sin u) = 1 + cos(u) =
// 0.0103.  The reinit to x = 1 (where der(x) = 0: x stays) needs u + sin(u)
// = -1: u = -0.510973429389, z = 2.489026570611, w = 2.244513285306; the
// restart's Newton starts from u = -2.998 with a first step of 2.1411/0.0103
// = 208.
// run --stop-time=1 --rtol=1e-9
// expect event @reinit 1 0.136345070206 1e-7
// expect final x 1 1e-12
// expect final u -0.510973429389 1e-8
// expect final z 2.489026570611 1e-8
// expect final w 2.244513285306 1e-8
model RestartLoopFar
  parameter Real a = 2, c = 3;
  Real x(start = 3, fixed = true);
  Real y, z, w, u(start = -2.2);
equation
  der(x) = 0.5*(x - 1);
  y = 2*x;
  z + sin(u) = y;
  u = z - c*x;
  a*w = y + z;
  when x > 3.1411 then // @reinit
    reinit(x, 1);
  end when;
end RestartLoopFar;
