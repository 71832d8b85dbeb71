// A loop of two rows that no equation solves explicitly, flat at the start
// values and flat again when its block is solved alone: at y = 0 the row
// x y^2 = 2.5 changes with no unknown (as a line force of length 0 has no
// direction, or a rotation matrix of zeros beside the angle it is computed
// from).  The block is then torn: x, which has a value (its start), is
// held, the row left with one unknown gives y, and the Newton of the block
// goes on from there.  By hand: y + y^3/100 = x^2 - 3 and x y^2 = 2.5;
// Newton on x from 2 gives x = 2.030577510436544, y = 1.109584083647098
// (the root by x = 2; the others lie by x = 0.35 and x = 1.25), and
// z = x t.
// run --stop-time=1
// expect at 0 x 2.030577510436544 1e-9
// expect at 0 y 1.109584083647098 1e-9
// expect final y 1.109584083647098 1e-9
// expect final z 2.030577510436544 1e-6
model InitialTornBlock
  Real x(start = 2);
  Real y;
  Real z(start = 0, fixed = true);
equation
  y + y * y * y / 100 = x * x - 3;
  x * y * y = 2.5;
  der(z) = x;
end InitialTornBlock;
