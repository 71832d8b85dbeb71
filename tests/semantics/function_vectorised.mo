// Calls of scalar functions with array arguments are element-wise (spec
// 12.4.6).  x' = -x from {1, 2, 3}: x[i](1) = x0[i] e^-1, so at t = 1
// sq(x)[i] = x0[i]^2 e^-2 with e^-2 = 0.1353352832366127: y[2] = 4 e^-2 =
// 0.54134113294645; in a reduction with a scalar named argument, sum(sq(x,
// k = 2)) = 2 (1 + 4 + 9) e^-2 = 3.78938793062516; with an array named
// argument, sum(sq(u = x, k = {1, 2, 3})) = (1 + 8 + 27) e^-2 =
// 4.87207019651806; two array arguments, hyp({3, 5}, {4, 12}) = {5, 13};
// a matrix, sq([1, 2; 3, 4])[2, 1] = 9; inside a function of arrays,
// total({1, 2, 3}) = sum(sq(v)) = 14.
// run --stop-time=1
// expect final y[2] 0.54134113294645 1e-6
// expect final s 3.78938793062516 1e-5
// expect final q 4.87207019651806 1e-5
// expect final h[1] 5 1e-12
// expect final h[2] 13 1e-12
// expect final A[2,1] 9 0
// expect final t 14 1e-12
function sq
  input Real u;
  input Real k = 1;
  output Real y;
algorithm
  y := k * u * u;
end sq;

function hyp
  input Real a;
  input Real b;
  output Real c;
algorithm
  c := sqrt(a * a + b * b);
end hyp;

function total
  input Real v[:];
  output Real t;
algorithm
  t := sum(sq(v));
end total;

model FunctionVectorised
  Real x[3](start = {1, 2, 3}, each fixed = true);
  Real y[3];
  Real s;
  Real q;
  Real h[2];
  Real A[2, 2];
  Real t;
equation
  der(x) = -x;
  y = sq(x);
  s = sum(sq(x, k = 2));
  q = sum(sq(u = x, k = {1, 2, 3}));
  h = hyp({3, 5}, {4, 12});
  A = sq([1, 2; 3, 4]);
  t = total({1, 2, 3});
end FunctionVectorised;
