// An if-expression whose branches differ in size, its condition known at
// compile time: only the branch that holds is the value.
// one: offset = {0.5} of size 1, so p = ones(2) * 0.5 = {0.5, 0.5};
// two: offset = {1, 2} of size 2 = n, so p = offset.  y = p * time, at t = 1.
// expect final one.y[1] 0.5 1e-12
// expect final one.y[2] 0.5 1e-12
// expect final two.y[1] 1 1e-12
// expect final two.y[2] 2 1e-12
model Offsets
  parameter Integer n = 2;
  parameter Real offset[:] = {0.5};
  final parameter Real p[n] = if size(offset, 1) == 1 then ones(n) * offset[1] else offset;
  Real y[n];
equation
  y = p * time;
end Offsets;

model IfExpressionSizes
  Offsets one;
  Offsets two(offset = {1, 2});
end IfExpressionSizes;
