// der(x) = A*x with A = diagonal({-1, -2}) from x = {1, 1}: x[i] = exp(-i t);
// at t = 1, exp(-1) = 0.36787944 and exp(-2) = 0.13533528.
// run --stop-time=1 --rtol=1e-9 --atol=1e-12
// expect final x[1] 0.36787944117144233 1e-6
// expect final x[2] 0.1353352832366127 1e-6
model DiagonalSystem
  parameter Real A[2, 2] = diagonal({-1, -2});
  Real x[2](each start = 1, each fixed = true);
equation
  der(x) = A*x;
end DiagonalSystem;
