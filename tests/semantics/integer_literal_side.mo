// An Integer literal on one side of a Real equation is coerced to Real, as
// an operand is: 0 = x - y makes y = x = exp(-t), and 1 = y + z makes
// z = 1 - exp(-t).  Only an Integer variable cannot take a Real value
// (diagnostics/integer_real_assignment).
// run --stop-time=1
// expect final y 0.36787944 1e-5
// expect final z 0.63212056 1e-5
model IntegerLiteralSide
  Real x(start = 1, fixed = true);
  Real y;
  Real z;
equation
  der(x) = -x;
  0 = x - y;
  1 = y + z;
end IntegerLiteralSide;
