// Parameters with fixed = false (spec 8.6) are computed at initialization and
// constant during the run: R from an initial equation (R = 2 R0 = 6), c from
// an implicit one (c^3 = 8, from its start value 1), L from its binding
// (R0 + 1 = 4), G from a binding reading R (1/R), and vLim, iLim from an
// initial algorithm (10 * 2 = 20 > P0 = 15, so iLim = 1.5).
// der(x) = R + L + c + G + vLim*iLim = 6 + 4 + 2 + 1/6 + 15 = 27.1666667.
// A --set of such a parameter is only its guess: the run says so.
// run --stop-time=2 --set R=4
// expect at 0 R 6 1e-9
// expect at 0 c 2 1e-6
// expect final R 6 1e-9
// expect final L 4 1e-9
// expect final c 2 1e-6
// expect final G 0.16666667 1e-6
// expect final iLim 1.5 1e-9
// expect final x 54.333333 1e-4
// expect stderr --set R=4 had no effect: the initial equations give R = 6
model ParameterNotFixed
  parameter Real R0 = 3;
  parameter Real R(fixed = false, start = 1);
  parameter Real L(fixed = false, start = 1) = R0 + 1;
  parameter Real c(fixed = false, start = 1);
  parameter Real G = 1/R;
  parameter Real V0 = 10, I0 = 2, P0 = 15;
  parameter Real vLim(fixed = false), iLim(fixed = false);
  Real x(start = 0, fixed = true);
equation
  der(x) = R + L + c + G + vLim*iLim;
initial equation
  R = 2*R0;
  c^3 = 8;
initial algorithm
  vLim := V0;
  iLim := I0;
  if vLim*iLim > P0 then
    iLim := P0/vLim;
  end if;
end ParameterNotFixed;
