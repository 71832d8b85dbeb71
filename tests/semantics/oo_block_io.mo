// Blocks with input and output: an integrator fed by a gain of time.
// y = integral of 3 t = 1.5 t^2: at t = 2, y = 6, g.y = 6.
// The gain's k is set through a nested modification on an extended block,
// and the integrator's start through a dotted one (y.start).
// run --stop-time=2
// expect final i.y 6 1e-6
// expect final g.y 6 1e-9
// expect at 1 i.y 1.5 1e-6
partial block SISO
  input Real u;
  output Real y;
end SISO;

block Gain
  extends SISO;
  parameter Real k = 1;
equation
  y = k*u;
end Gain;

block Integrator
  extends SISO(y(start = 5, fixed = true));
equation
  der(y) = u;
end Integrator;

model oo_block_io
  Gain g(k = 3);
  Integrator i(y.start = 0);
equation
  g.u = time;
  i.u = g.y;
end oo_block_io;
