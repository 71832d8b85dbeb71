// An array input takes an argument with at least its number of dimensions;
// with more, the call is element-wise (spec 12.4.6) and every argument
// with more dimensions than its input must have the same leading size.
function total
  input Real x[:];
  input Real k;
  output Real s;
algorithm
  s := k * sum(x);
end total;

model FunctionArrayArgumentShape
  parameter Real A[2, 2] = [1, 2; 3, 4];
  Real a = total(1, 1);
  Real b[2] = total(A, {1, 2, 3});
end FunctionArrayArgumentShape;
