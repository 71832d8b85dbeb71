// An array initial equation: x = {1, 2} at the start, der(x) = {1, 1}; at
// t = 1, x = {2, 3}.
// run --stop-time=1
// expect final x[1] 2 1e-9
// expect final x[2] 3 1e-9
model InitialArrayEquation
  Real x[2];
initial equation
  x = {1, 2};
equation
  der(x) = {1, 1};
end InitialArrayEquation;
