// Protected scalars of a function bound to expressions of a size input (a
// colour map of n colours computes its steps so) are known in each call's
// specialization, and so are the sizes and ranges written with them.
// tent(n) rises in steps of d = 1/a, a = ceil(n/2), from d to 1, falls
// back to 0, and keeps the first n: tent(7) has a = 4, d = 0.25, so
// {0.25, 0.5, 0.75, 1, 0.75, 0.5, 0.25}; tent(4) has a = 2, d = 0.5, so
// {0.5, 1, 0.5, 0}.  y = tent(7) (1 + time) at t = 1 is twice that.
// run --stop-time=1
// expect final y[1] 0.5 1e-12
// expect final y[4] 2 1e-12
// expect final y[7] 0.5 1e-12
// expect final z[2] 1 0
// expect final z[3] 0.5 0
// expect final z[4] 0 0
// expect final steps 4 0
function tent
  input Integer n;
  output Real y[n];
protected
  Real a = ceil(n / 2);
  Real d = 1 / a;
  Integer b = integer(a);
  Real up[:] = {i * d for i in 1:b};
  Real down[:] = 1 - d:-d:0;
  Real all[2 * b];
algorithm
  all := cat(1, up, down);
  y := all[1:n];
end tent;

function stepsOf
  input Integer n;
  output Integer s;
protected
  Integer b = integer(ceil(n / 2));
  Real up[b];
algorithm
  s := size(up, 1);
end stepsOf;

model FunctionBoundSizes
  parameter Integer n = 7;
  Real y[n] = tent(n) * (1 + time);
  Real z[4] = tent(4);
  Integer steps = stepsOf(n);
end FunctionBoundSizes;
