// Sizes from a binding (p[:]) and from size(): y[i] = p[i] t.
// run --stop-time=1
// expect final y[1] 2 1e-9
// expect final y[2] 3 1e-9
model ArraySizeFromBinding
  parameter Real p[:] = {2, 3};
  constant Integer m = size(p, 1);
  Real y[m](each start = 0, each fixed = true);
equation
  der(y) = p;
end ArraySizeFromBinding;
