model Loop
  parameter Real a = 2, c = 3;
  Real x(start = 1, fixed = true);
  Real y, z, w, u;
equation
  der(x) = -w;
  y = 2*x;
  z + sin(u) = y;
  u = z - c*x;
  a*w = y + z;
end Loop;
// An algebraic loop of two equations (z + sin(u) = y, u = z - c x) between
// explicit ones: tests/sim/blt_blocks.sh (its blocks, by these line numbers)
// and tests/sim/assignments.sh (u torn, z computed from it).
