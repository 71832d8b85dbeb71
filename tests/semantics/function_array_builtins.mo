// Array built-ins and sizes declared from other inputs inside functions.
// affine(A, x, b) = A*x + b with A = [1, 2; 3, 4], x = {1, t}, b = {10, 20}:
// {11 + 2t, 23 + 4t}, at t = 1 {13, 27}.  gram(A) = transpose(A)*A + identity
// = [11, 14; 14, 21]; its product of the diagonal is 231.  ramp(4) =
// linspace(0, 1, 4) .* fill(3, 4) = {0, 1, 2, 3}; its last element 3.
// turn(u) = cross({0, 0, 1}, u) with u = {1, 2, 3} is {-2, 1, 0}.
// run --stop-time=1
// expect final y[1] 13 1e-9
// expect final y[2] 27 1e-9
// expect at 0.5 y[2] 25 1e-9
// expect final g12 14 0
// expect final diag 231 0
// expect final last 3 1e-12
// expect final w[1] -2 0
// expect final w[2] 1 0
function affine
  input Real A[:, :];
  input Real x[size(A, 2)];
  input Real b[size(A, 1)];
  output Real y[size(A, 1)];
algorithm
  y := A * x + b;
end affine;

function gram
  input Real A[:, :];
  output Real G[size(A, 2), size(A, 2)];
algorithm
  G := transpose(A) * A + identity(size(A, 2));
end gram;

function diagonalProduct
  input Real G[:, :];
  output Real p;
algorithm
  p := product({G[i, i] for i in 1:size(G, 1)});
end diagonalProduct;

function ramp
  input Integer n;
  output Real r[4];
algorithm
  r := linspace(0, 1, 4) .* fill(3, 4);
end ramp;

function turn
  input Real u[3];
  output Real w[3];
algorithm
  w := cross({0, 0, 1}, u);
end turn;

model FunctionArrayBuiltins
  Real t(start = 0, fixed = true);
  parameter Real A[2, 2] = [1, 2; 3, 4];
  Real y[2];
  Real G[2, 2] = gram(A);
  Real g12 = G[1, 2];
  Real diag = diagonalProduct(gram(A));
  Real r[4] = ramp(4);
  Real last = r[4];
  Real w[3] = turn({1, 2, 3});
equation
  der(t) = 1;
  y = affine(A, {1, t}, {10, 20});
end FunctionArrayBuiltins;
