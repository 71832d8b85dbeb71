// (p, q) = f(x) in a model that also has arrays: the arrays stage keeps
// the targets of the call's outputs (a record equation d = sub(z, w) of a
// function with a record output is such a call too).  p = t, q = 2t;
// z = (t, 1), w = (2, 3t): d = z - w = (t - 2, 1 - 3t); s = sum(arr) = 1 + t.
// At t = 1: p = 1, q = 2, d = (-1, -2), s = 2; at t = 0.5: d.im = -0.5.
// run --stop-time=1
// expect final p 1 1e-9
// expect final q 2 1e-9
// expect final d.re -1 1e-9
// expect final d.im -2 1e-9
// expect final s 2 1e-9
// expect at 0.5 d.im -0.5 1e-9
record Vec
  Real re;
  Real im;
end Vec;

function f
  input Real x;
  output Real a;
  output Real b;
algorithm
  a := x;
  b := 2*x;
end f;

function sub
  input Vec a;
  input Vec b;
  output Vec c;
algorithm
  c := Vec(a.re - b.re, a.im - b.im);
end sub;

model tuple_equation_with_arrays
  Real p, q;
  Real arr[2] = {1, time};
  Real s = sum(arr);
  Vec z = Vec(time, 1);
  Vec w = Vec(2, 3*time);
  Vec d;
equation
  (p, q) = f(time);
  d = sub(z, w);
end tuple_equation_with_arrays;
