# x(1) and x'(1) of tests/models/HelixPull.mo by RK4 with h = 1e-4 (the
# reference of tests/sim/jacobian_bulk.sh and jacobian_branch_shared.sh):
# x'' = -x |(x, x/2, x^2) + (cos t, sin t, t/2)| - 0.1 x', x = 1, x' = 0.
function f(x, v, t,  a, b, c) {
  a = x + cos(t); b = 0.5 * x + sin(t); c = x * x + 0.5 * t
  return (x > -5 ? -x * sqrt(a * a + b * b + c * c) : 0) - 0.1 * v
}
BEGIN {
  x = 1; v = 0; t = 0; h = 1e-4
  for (i = 0; i < 10000; i++) {
    k1x = v; k1v = f(x, v, t)
    k2x = v + h / 2 * k1v; k2v = f(x + h / 2 * k1x, v + h / 2 * k1v, t + h / 2)
    k3x = v + h / 2 * k2v; k3v = f(x + h / 2 * k2x, v + h / 2 * k2v, t + h / 2)
    k4x = v + h * k3v; k4v = f(x + h * k3x, v + h * k3v, t + h)
    x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x); v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v); t += h
  }
  printf "%.12f %.12f\n", x, v
}
