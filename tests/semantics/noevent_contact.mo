// A contact force written with noEvent (no events: the force jumps from 0 to
// -d v at first contact): IDA's error test cannot pass the jump of the
// algebraic f, so it warns and goes on with the algebraic variables out of
// its error test; Newmark runs through as it is.  Both must match physics:
// free fall from h = 10 reaches h = 0 at t1 = sqrt(20/9.81) = 1.427843 with
// v1 = -14.0071; the spring-damper (omega0 = 1000, zeta = 0.05) returns it
// after pi/(omega0 sqrt(1 - zeta^2)) = 3.1455e-3 s with
// e = exp(-zeta pi / sqrt(1 - zeta^2)) = 0.85447, v2 = 11.9686 (gravity
// during the contact takes off ~2e-3); free flight to t = 3 (1.56901 s):
// h = v2 1.56901 - 4.905 1.56901^2 = 6.7037, v = v2 - 9.81 1.56901 = -3.4234.
// run --stop-time=3
// expect final h 6.7037 5e-3
// expect final v -3.4234 4e-3
// expect at 1.4 f 0 0
model NoEventContact
  Real h(start = 10, fixed = true), v(start = 0, fixed = true);
  Real f;
  parameter Real k = 1e6, d = 100;
equation
  der(h) = v;
  f = noEvent(if h < 0 then -k*h - d*v else 0);
  der(v) = -9.81 + f;
end NoEventContact;
