// annotation(derivative(noDerivative = c) = df) on a function of arrays:
// the coefficients c get no derivative input, so df takes c, p and dp
// only, and df's own derivative (order = 2) takes one more, ddp.  The
// constraint line({-2, 1}, {x, y}) = 0 is y = 2 x, as in
// function_array_derivative, reduced through dline and ddline: the same
// values, x(1) = -1.962, y(1) = -3.924, vy(1) = -7.848, lambda = 1.962.
// run --stop-time=1
// expect final x -1.962 1e-5
// expect final y -3.924 1e-5
// expect final vy -7.848 1e-4
// expect final lambda 1.962 1e-4
function line
  input Real c[:];
  input Real p[:];
  output Real r;
algorithm
  r := c * p;
  annotation(derivative(noDerivative = c) = dline);
end line;

function dline
  input Real c[:];
  input Real p[:];
  input Real dp[:];
  output Real dr;
algorithm
  dr := c * dp;
  annotation(derivative(noDerivative = c, order = 2) = ddline);
end dline;

function ddline
  input Real c[:];
  input Real p[:];
  input Real dp[:];
  input Real ddp[:];
  output Real ddr;
algorithm
  ddr := c * ddp;
end ddline;

model FunctionNoDerivative
  parameter Real g = 9.81;
  Real x(start = 0, fixed = true), y(start = 0), vx(start = 0, fixed = true), vy(start = 0);
  Real lambda;
equation
  der(x) = vx;
  der(y) = vy;
  der(vx) = -2 * lambda;
  der(vy) = -g + lambda;
  line({-2, 1}, {x, y}) = 0;
end FunctionNoDerivative;
