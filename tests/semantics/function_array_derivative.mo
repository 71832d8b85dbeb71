// annotation(derivative = df) on functions of arrays: each specialization
// of f (here pair[2]) names the specialization of df for the same sizes and
// their derivatives (dpair[2;2]), and the derivative of output k of f is
// output k of df.  pair(p) = {p[1] + p[2], p[2] - 2 p[1]} by a while-loop
// (no closed form); the constraint pair({x, y})[2] = 0 is y = 2 x, reduced
// through dpair's second output.  As in function_derivative (k = 2):
// x'' = -g k / (1 + k^2) = -3.924, x(1) = -1.962, y(1) = -3.924, vy(1) =
// -7.848, lambda = g / (1 + k^2) = 1.962; s = pair({x, y})[1] = 3 x =
// -5.886.
// run --stop-time=1
// expect final x -1.962 1e-5
// expect final y -3.924 1e-5
// expect final vy -7.848 1e-4
// expect final lambda 1.962 1e-4
// expect final s -5.886 1e-4
function pair
  input Real p[:];
  output Real q[2] = {0, 0};
protected
  Integer i = 1;
algorithm
  while i <= size(p, 1) loop
    q[1] := q[1] + p[i];
    i := i + 1;
  end while;
  q[2] := p[2] - 2 * p[1];
  annotation(derivative = dpair);
end pair;

function dpair
  input Real p[:];
  input Real dp[:];
  output Real dq[2];
algorithm
  dq := {dp[1] + dp[2], dp[2] - 2 * dp[1]};
end dpair;

model FunctionArrayDerivative
  parameter Real g = 9.81;
  Real x(start = 0, fixed = true), y(start = 0), vx(start = 0, fixed = true), vy(start = 0);
  Real lambda;
  Real s;
equation
  der(x) = vx;
  der(y) = vy;
  der(vx) = -2 * lambda;
  der(vy) = -g + lambda;
  pair({x, y})[2] = 0;
  s = pair({x, y})[1];
end FunctionArrayDerivative;
