// Element-wise operators and scalar-array arithmetic:
// der(x) = {1, 2, 3} .* x from 1 gives x[i] = exp(i t); at t = 1, x[2] = e^2.
// y = 2 * {1, 2} .+ 1 = {3, 5}, z = {4, 6} / 2 = {2, 3}, u = {1, 2} .^ 2,
// v = {6, 8} ./ {2, 4} .- 1 = {2, 1}.
// run --stop-time=1
// ida --rtol=1e-8
// expect final x[2] 7.389056098930650 1e-4
// expect final y[2] 5 0
// expect final z[1] 2 0
// expect final u[2] 4 0
// expect final v[1] 2 0
model Elementwise
  Real x[3](each start = 1, each fixed = true);
  Real y[2] = 2 * {1, 2} .+ 1;
  Real z[2] = {4, 6} / 2;
  Real u[2] = {1, 2} .^ 2;
  Real v[2] = {6, 8} ./ {2, 4} .- 1;
equation
  der(x) = {1, 2, 3} .* x;
end Elementwise;
