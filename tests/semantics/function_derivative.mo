// annotation(derivative = df): the constraint y = bend(x) goes through a
// function whose body is a loop, so it cannot be differentiated; its
// derivative function is used instead, and dbend's own closed form for the
// second derivative.  bend(x) = 2 x computed by a loop, so as in
// function_constraint (k = 2): x'' = -g k / (1 + k^2) = -3.924, x(1) =
// -1.962, y(1) = -3.924.
// run --stop-time=1
// expect final x -1.962 1e-5
// expect final y -3.924 1e-5
function bend
  input Real x;
  output Real y = 0;
protected
  Integer i = 0;
algorithm
  while i < 2 loop
    y := y + x;
    i := i + 1;
  end while;
  annotation(derivative = dbend);
end bend;

function dbend
  input Real x;
  input Real dx;
  output Real dy;
algorithm
  dy := 2 * dx;
end dbend;

model FunctionDerivative
  parameter Real g = 9.81;
  Real x(start = 0, fixed = true), y(start = 0), vx(start = 0, fixed = true), vy(start = 0);
  Real lambda;
equation
  der(x) = vx;
  der(y) = vy;
  der(vx) = -2 * lambda;
  der(vy) = -g + lambda;
  y = bend(x);
end FunctionDerivative;
