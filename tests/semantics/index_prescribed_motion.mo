// A mass whose position is prescribed, x = sin(t), with the velocity
// equation written as der(x) = 2 u (so no der(x) = v pair): the constraint is
// differentiated twice (x' = cos t, x'' = -sin t) and every derivative of x
// and u becomes a dummy: no state is left.  The force is m a of the
// prescribed motion: f = m der(u) = m x''/2 = -sin(t) at m = 2; u = cos(t)/2.
// run --stop-time=1
// expect final x 0.841470985 1e-6
// expect final u 0.270151153 1e-6
// expect final f -0.841470985 1e-5
model IndexPrescribedMotion
  parameter Real m = 2;
  parameter Real T0(unit = "s") = 1;
  Real x, u, f;
equation
  x = sin(time / T0);
  der(x) = 2 * u;
  m * der(u) = f;
end IndexPrescribedMotion;
