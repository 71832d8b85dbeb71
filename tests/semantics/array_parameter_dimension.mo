// A dimension from a parameter and a parameter array with a binding:
// der(x[i]) = e[i] from 0 gives x[i] = e[i] t; n is structural.
// run --stop-time=2
// expect final x[1] 1.8 1e-9
// expect final x[3] 1.4 1e-9
model ArrayParameterDimension
  parameter Integer n = 3;
  parameter Real e[n] = {0.9, 0.8, 0.7};
  Real x[n](each start = 0, each fixed = true);
equation
  der(x) = e;
end ArrayParameterDimension;
