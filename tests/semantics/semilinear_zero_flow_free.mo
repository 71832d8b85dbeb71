// semiLinear's rule at zero flow (semilinear_zero_flow) needs both x = 0
// and y = 0 as equations: here y = p of a parameter that is 0, so the
// equation is still 0 = 0 whatever h is, h has no value, and the start
// fails on its singular system, naming the equation.
// run --stop-time=1
// expect exit 1
// expect stderr singular system: equation 'y = semiLinear(m, h, hMedium)'
model SemiLinearZeroFlowFree
  parameter Real p = 0;
  Real m, y, h;
  Real hMedium;
  Real x(start = 1, fixed = true);
equation
  m = 0;
  y = p;
  y = semiLinear(m, h, hMedium);
  hMedium = 322.77 + x;
  der(x) = -x;
end SemiLinearZeroFlowFree;
