// x and y are first-order states bound by x + y = 1, which involves no
// unknown: differentiated, der(x) + der(y) = 0 gives z = 0, and y's
// derivative becomes a dummy.  x = exp(-t), y = 1 - exp(-t).
// run --stop-time=1
// expect final x 0.367879441 2e-6
// expect final y 0.632120559 2e-6
// expect final z 0 1e-6
model IndexFirstOrder
  Real x(start = 1, fixed = true);
  Real y;
  Real z;
equation
  der(x) = -x + z;
  der(y) = x;
  x + y = 1;
end IndexFirstOrder;
