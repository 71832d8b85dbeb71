// A block that also sets its own input: 3 equations (y = 2u, u = 1 and the
// input, given from outside) for 2 unknowns.  The flat model would be
// balanced (nothing else gives g.u), but spec 4.7 wants each class balanced
// by itself.
block Twice
  input Real u;
  output Real y;
equation
  y = 2*u;
  u = 1;
end Twice;

model oo_unbalanced_block
  Twice g;
  Real z(start = 0, fixed = true);
equation
  der(z) = g.y;
end oo_unbalanced_block;
