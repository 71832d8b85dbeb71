// Functions in parameter bindings and of parameters: L = hypot(a, 4) = 5
// with a = 3, so y grows at rate 5: y(1) = 5; T = 2 hypot(3, 4) = 10.
// run --stop-time=1
// expect final y 5 1e-9
// expect final T 10 1e-9
function hypot
  input Real a;
  input Real b;
  output Real c;
algorithm
  c := sqrt(a^2 + b^2);
end hypot;

model FunctionParameter
  parameter Real a = 3;
  parameter Real L = hypot(a, 4);
  Real y(start = 0, fixed = true);
  Real T;
equation
  der(y) = L;
  T = 2 * hypot(3, 4);
end FunctionParameter;
