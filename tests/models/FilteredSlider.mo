// A slider forced along 2 sin(pi t) through a second-order filter of
// corner frequency w (the Bessel coefficients of a position source), the
// slider's own position sj tied to the filter's s.  Each names its
// acceleration: a = der(v) and aj = der(vj).  Index reduction keeps s and
// vj as states; v and aj are algebraic unknowns that are derivatives (of s
// and vj) under names of their own.
model FilteredSlider
  parameter Real w = 2 * 3.141592653589793 * 50;
  Real s(start = 0, fixed = true), v(start = 0), a;
  Real sj, vj(start = 0, fixed = true), aj;
  Real s_ref = 2 * sin(3.141592653589793 * time);
equation
  v = der(s);
  a = der(v);
  a = ((s_ref - s) * w - 1.3617 * v) * (w / 0.618);
  sj = s;
  vj = der(sj);
  aj = der(vj);
  annotation(experiment(StopTime = 1));
end FilteredSlider;
