// A loop whose plain Newton iteration diverges from its start values: the
// line search must still cut the steps.  Both equations give atan(v) = x/2
// and s = x/2; from der(x) = -s, x = exp(-t/2).  At t = 0: v = tan(0.5) =
// 0.546302489844, s = 0.5; at t = 1: x = 0.606530659713, s = 0.303265329856,
// v = tan(0.303265329856) = 0.312917665601.  Undamped Newton on 3 atan(v) =
// 1.5 from v = 4 goes to v = 4 - (atan(4) - 0.5) * 17 = -10.04, then 190.6,
// then -38528: only a damped step reaches the root.
// run --stop-time=1 --rtol=1e-9
// expect at 0 v 0.546302489844 1e-9
// expect at 0 s 0.5 1e-9
// expect final x 0.606530659713 1e-7
// expect final s 0.303265329856 1e-7
// expect final v 0.312917665601 1e-7
model LoopNeedsDamping
  Real x(start = 1, fixed = true);
  Real v(start = 4), s;
equation
  der(x) = -s;
  atan(v) + s = x;
  s = 2*atan(v) - x/2;
end LoopNeedsDamping;
