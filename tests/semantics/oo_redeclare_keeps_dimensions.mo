// A redeclaration without dimensions keeps those of the declaration it
// replaces: replaceable parameter Real k[3] redeclared as k = {...} is
// still an array of 3.  x[i]: der(x[i]) = -k[i] x[i], x(0) = 1, k = {1, 2, 3}:
// x(1) = exp(-1), exp(-2), exp(-3).
// run --stop-time=1
// expect final x[1] 0.367879 1e-4
// expect final x[2] 0.135335 1e-4
// expect final x[3] 0.049787 1e-4
model Rates
  replaceable parameter Real k[3];
  Real x[3](each start = 1, each fixed = true);
equation
  der(x) = -k .* x;
end Rates;

model oo_redeclare_keeps_dimensions
  extends Rates(redeclare parameter Real k = {1, 2, 3});
end oo_redeclare_keeps_dimensions;
