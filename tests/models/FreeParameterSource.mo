// Two inductors in series, a current is injected between them whose
// frequency a parameter with fixed = false holds (tau, computed at
// initialization): the node's equation i2 = i1 + is is differentiated by
// index reduction, and with it is = sin(time/tau).  tau is constant after
// initialization, so its derivative is 0, not an unknown.
model FreeParameterSource
  parameter Real T = 0.5;
  parameter Real tau(fixed = false, start = 1);
  parameter Real L1 = 1, L2 = 2, R = 1;
  Real i1(start = 0, fixed = true);
  Real i2;
  Real is;
initial equation
  2 * tau = T;
equation
  is = sin(time / tau);
  i2 = i1 + is;
  L1 * der(i1) + L2 * der(i2) + R * i1 = 0;
end FreeParameterSource;
