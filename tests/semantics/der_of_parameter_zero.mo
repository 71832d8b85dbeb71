// der() of a Real parameter or constant is 0 (spec 3.7.4): x = 1 + t,
// y = t.
// run --stop-time=1
// expect final x 2 1e-9
// expect at 0.5 y 0.5 1e-12
model DerOfParameterZero
  parameter Real k = 2;
  constant Real c = 3;
  Real x(start = 1, fixed = true);
  Real y = der(c) + 5 * der(k) + time;
equation
  der(x) = der(k) + 1;
end DerOfParameterZero;
