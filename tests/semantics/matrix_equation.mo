// A*der(x) = b, a matrix equation in the derivatives: with A = [2 1; 1 1]
// and b = {3, 2}, der(x) = A^-1 b = {1, 1}; from 0, x = {t, t}.
// run --stop-time=1.5
// expect final x[1] 1.5 1e-8
// expect final x[2] 1.5 1e-8
model MatrixEquation
  parameter Real A[2, 2] = [2, 1; 1, 1];
  parameter Real b[2] = {3, 2};
  Real x[2](each start = 0, each fixed = true);
equation
  A * der(x) = b;
end MatrixEquation;
