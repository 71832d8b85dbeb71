// The derivative of a function of arrays takes fewer inputs than the
// function's inputs and their derivatives.
function lin
  input Real p[:];
  output Real s;
algorithm
  s := p[2] - 2 * p[1];
  annotation(derivative = dlin);
end lin;

function dlin
  input Real dp[:];
  output Real ds;
algorithm
  ds := dp[2] - 2 * dp[1];
end dlin;

model FunctionArrayDerivativeSizes
  Real x = time, y;
equation
  lin({x, y}) = 0;
end FunctionArrayDerivativeSizes;
