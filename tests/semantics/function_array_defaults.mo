// Defaults of array inputs (spec 12.4.1), sized from the other inputs:
// x = {1, 2, 3} t, at t = 1 {1, 2, 3}.  wsum(x) = sum(x .* w) + c[1] +
// c[2] + sum(v) with the defaults w = fill(1, 3), c = {10, 20}, v = {i k
// for i in 1:3} with k = 2, {2, 4, 6}: 6 + 30 + 12 = 48.  With w given,
// {1, 0, 0}: 1 + 30 + 12 = 43.  With c = {0, 0} and k = 1 named (v's
// default reads the given k: {1, 2, 3}): 6 + 0 + 6 = 12.  Two elements,
// x[1:2] = {1, 2}: w = {1, 1}, v = {2, 4}: 3 + 30 + 6 = 39.  At t = 0.5,
// a = 3 + 30 + 12 = 45.
// run --stop-time=1
// expect final a 48 1e-9
// expect at 0.5 a 45 1e-9
// expect final b 43 1e-9
// expect final c 12 1e-9
// expect final d 39 1e-9
function wsum
  input Real x[:];
  input Real w[:] = fill(1, size(x, 1));
  input Real c[2] = {10, 20};
  input Real k = 2;
  input Real v[:] = {i * k for i in 1:size(x, 1)};
  output Real s;
algorithm
  s := sum(x .* w) + c[1] + c[2] + sum(v);
end wsum;

model FunctionArrayDefaults
  Real x[3] = {1, 2, 3} * time;
  Real a, b, c, d;
equation
  a = wsum(x);
  b = wsum(x, {1, 0, 0});
  c = wsum(x, c = {0, 0}, k = 1);
  d = wsum(x[1:2]);
end FunctionArrayDefaults;
