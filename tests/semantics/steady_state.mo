// Steady-state initialization: der(x) = 0 at the start gives x = a / b, and x stays.
// run --stop-time=1
// expect at 0 x 2.5 1e-9
// expect final x 2.5 1e-9
model SteadyState
  parameter Real a = 5, b = 2;
  Real x(start = 1);
initial equation
  der(x) = 0;
equation
  der(x) = a - b * x;
end SteadyState;
