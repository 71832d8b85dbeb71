// annotation(derivative(noDerivative = k) = dbend): the derivative takes the
// inputs and then the derivatives of the Real inputs not named noDerivative
// (spec 12.7.1): dbend(x, k, dx).  Its own derivative(order = 2, ...) =
// d2bend takes the derivative of the last group only, dx: d2bend(x, k, dx,
// ddx).  Both bodies are loops, so the constraint y = bend(x, k) is reduced
// through them alone.  bend(x, 2) = 2 x, as in function_derivative: x'' =
// -g k / (1 + k^2) = -3.924, x(1) = -1.962, y(1) = -3.924.
// run --stop-time=1
// expect final x -1.962 1e-5
// expect final y -3.924 1e-5
function bend
  input Real x;
  input Real k;
  output Real y = 0;
protected
  Integer i = 0;
algorithm
  while i < k loop
    y := y + x;
    i := i + 1;
  end while;
  annotation(derivative(noDerivative = k) = dbend);
end bend;

function dbend
  input Real x;
  input Real k;
  input Real dx;
  output Real dy = 0;
protected
  Integer i = 0;
algorithm
  while i < k loop
    dy := dy + dx;
    i := i + 1;
  end while;
  annotation(derivative(order = 2, noDerivative = k) = d2bend);
end dbend;

function d2bend
  input Real x;
  input Real k;
  input Real dx;
  input Real ddx;
  output Real ddy;
algorithm
  ddy := k * ddx;
end d2bend;

model FunctionDerivativeNoDerivative
  parameter Real g = 9.81;
  parameter Real k = 2;
  Real x(start = 0, fixed = true), y(start = 0), vx(start = 0, fixed = true), vy(start = 0);
  Real lambda;
equation
  der(x) = vx;
  der(y) = vy;
  der(vx) = -2 * lambda;
  der(vy) = -g + lambda;
  y = bend(x, k);
end FunctionDerivativeNoDerivative;
