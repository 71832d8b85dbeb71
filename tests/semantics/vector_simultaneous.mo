// Two elements of a vector condition becoming true at the same instant fire the
// clause once; a later element fires it again.
// run --stop-time=1
// expect events @w1 2
// expect event @w1 1 0.5 1e-9
// expect event @w1 2 0.75 1e-9
// expect final n 2 0
model VectorSimultaneous
  Real x(start = 0, fixed = true);
  Integer n(start = 0);
equation
  der(x) = 1;
  when {x > 0.5, x >= 0.5, x > 0.75} then  // @w1
    n = pre(n) + 1;
  end when;
end VectorSimultaneous;
