// An assert between the assignments of an algorithm of continuous
// variables reads the values of its place (spec 11.2.1), not those at the
// end: x is time when the first assert reads it and 2*time at the end, so
// that assert fails at t = 0.5 (read at the end it would fail at 0.25),
// its message showing x as of there; y reads x as of its assignment,
// 2*time + 1, and the second assert, which holds, reads y before its last
// assignment adds 10.  A condition on the end values stays one: z < 3 is
// read after z's only assignment.
// run --stop-time=1
// expect exit 1
// expect stderr assertion failed: x was 0.5, y was 2 (
// expect at 0.4 x 0.8 1e-9
// expect at 0.4 y 11.8 1e-9
model algorithm_assert_order
  Real x, y, z;
algorithm
  x := time;
  y := 2 * x + 1;
  assert(x < 0.5, "x was " + String(x, significantDigits = 3) + ", y was " + String(y, significantDigits = 3));
  assert(y > 2 * x + 0.5, "y is 2 x + 1 here");
  x := 2 * time;
  y := y + 10;
  z := x + y;
  assert(z < 30, "z is x + y");
end algorithm_assert_order;
