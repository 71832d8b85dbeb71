// An ideal transformer (ratio n) between two leakage inductances: the
// currents i1 and is = -i2 = n i1 are tied, so index reduction keeps one
// state (i1) and makes der(is) a dummy derivative, an unknown of the
// algebraic system.  Referred to the primary it is one inductance
// L = L1 + n^2 L2 = 1.6e-3 and one resistance R = R1 + n^2 (R2 + RL) = 1.02
// driven by vs.
model LeakyTransformer
  parameter Real n = 2, R1 = 0.01, L1 = 8e-4, R2 = 0.0025, L2 = 2e-4, RL = 0.25;
  Real i1(start = 0, fixed = true), i2, is, u1, u2, vs;
equation
  vs = 0.1 + 0.1 * cos(20 * 3.141592653589793 * time);
  vs - R1 * i1 - L1 * der(i1) = u1;
  u1 = n * u2;
  i1 + i2 / n = 0;
  is = -i2;
  u2 = L2 * der(is) + (R2 + RL) * is;
end LeakyTransformer;
