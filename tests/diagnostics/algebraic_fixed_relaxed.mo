// x and v are fixed, so the fixed start of the algebraic a = der(v) is one
// initial condition too many: it gives way, with a warning, and is only the
// guess for a (the model compiles, here to --dump-flat).
// args: --dump-flat
// exit: 0
model AlgebraicFixedRelaxed
  Real x(start = 0, fixed = true);
  Real v(start = 0, fixed = true);
  Real a(start = 5, fixed = true);
equation
  der(x) = v;
  der(v) = a;
  a = 1 - x - v;
end AlgebraicFixedRelaxed;
