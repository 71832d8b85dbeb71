// A redeclaration reaches every element of an array of components, and the
// array's other modifications still apply element by element.
// FastDecay: der(x) = -2 k x, x(0) = x0.  p[1]: k = 0.5, x0 = 1: x(1) =
// exp(-1) = 0.367879; p[2]: k = 1, x0 = 2: x(1) = 2 exp(-2) = 0.270671.
// q[1], q[2] keep the declared Decay (der(x) = -k x, k = 1): exp(-1).
// run --stop-time=1
// expect final p[1].d.x 0.367879 1e-4
// expect final p[2].d.x 0.270671 1e-4
// expect final q[1].d.x 0.367879 1e-4
// expect final q[2].d.x 0.367879 1e-4
model Decay
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Decay;

model FastDecay
  parameter Real k = 3;
  Real x(start = 1, fixed = true);
equation
  der(x) = -2*k*x;
end FastDecay;

model Plant
  replaceable Decay d;
end Plant;

model oo_redeclare_array
  Plant p[2](redeclare FastDecay d(k = {0.5, 1}), d(x(start = {1, 2})));
  Plant q[2];
end oo_redeclare_array;
