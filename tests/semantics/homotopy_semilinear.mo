// homotopy(actual, simplified) is its actual expression (positional or named
// arguments); semiLinear(x, k1, k2) is k1*x for x >= 0, else k2*x, with an
// event where x crosses 0 (spec 3.7.2.6).  x = t - 1: z = 3x before t = 1,
// 2x after; s = integral of z: s(2) = -1.5 + 1 = -0.5.
// run --stop-time=2
// expect at 0.5 y 0.25 1e-9
// expect at 0.5 z -1.5 1e-9
// expect at 0.5 w -1 1e-9
// expect final z 2 1e-6
// expect final s -0.5 1e-3
// expect stderr relation semiLinear(x, 2, 3) became true
model HomotopySemiLinear
  Real x(start = -1, fixed = true);
  Real s(start = 0, fixed = true);
  Real y, z, w;
equation
  der(x) = 1;
  der(s) = z;
  y = homotopy(x*x, x);
  z = semiLinear(x, 2, 3);
  w = homotopy(actual = 2*x, simplified = x);
end HomotopySemiLinear;
