// der() of an expression is the derivative written with der() of its
// variables.  der(2 * h) = -2 g t with der(h) = v, der(v) = -g: h = -g t^2/2
// falls from 0, so at t = 1, h = -4.905 and v = -9.81.  der(x * y) = 2 with
// x = 1 + t and x y = 1 at the start: x y = 1 + 2 t, y(1) = 3 / 2.
// der(sin(z)) = cos(z) gives z = t: z(1) = 1.
// run --stop-time=1
// expect final h -4.905 1e-5
// expect final v -9.81 1e-5
// expect final y 1.5 1e-5
// expect final z 1 1e-5
model DerOfExpression
  parameter Real g = 9.81;
  Real h(start = 0, fixed = true), v(start = 0, fixed = true);
  Real x(start = 1, fixed = true), y(start = 1, fixed = true);
  Real z(start = 0, fixed = true);
equation
  der(2 * h) = 2 * v;
  der(v) = -g;
  der(x) = 1;
  der(x * y) = 2;
  der(sin(z)) = cos(z);
end DerOfExpression;
