// Array inputs and outputs with sizes from the arguments.  h' = -h from 1,
// so h[i](1) = exp(-1) = 0.36787944117.  scale(h) = 2 h (an output the size
// of its input, filled by a for-loop) gives s[i] = 0.73575888234;
// sum(scale(h, k = 3)) = 9 exp(-1) = 3.31091497054; norm2({3, 4}) = 5 by
// sum(x .* x) inside; the same function called with 2 and 3 elements:
// norm2({h[1], h[2]}) = sqrt(2) exp(-1) = 0.52026009502.
// run --stop-time=1
// expect final s[1] 0.73575888234 1e-5
// expect final s[3] 0.73575888234 1e-5
// expect final q 3.31091497054 1e-5
// expect final n 5 1e-12
// expect final m 0.52026009502 1e-5
function scale
  input Real x[:];
  input Real k = 2;
  output Real y[size(x, 1)];
algorithm
  for i in 1:size(x, 1) loop
    y[i] := k * x[i];
  end for;
end scale;

function norm2
  input Real x[:];
  output Real n;
algorithm
  n := sqrt(sum(x .* x));
end norm2;

model FunctionArrayInput
  Real h[3](each start = 1, each fixed = true);
  Real s[3];
  Real n;
  Real q;
  Real m;
equation
  der(h) = -h;
  s = scale(h);
  n = norm2({3, 4});
  q = sum(scale(h, k = 3));
  m = norm2(h[1:2]);
end FunctionArrayInput;
