// An array input takes an argument with its number of dimensions, and a
// scalar input takes a scalar.
function total
  input Real x[:];
  input Real k;
  output Real s;
algorithm
  s := k * sum(x);
end total;

model FunctionArrayArgumentShape
  parameter Real A[2, 2] = [1, 2; 3, 4];
  Real a = total(A, 1);
  Real b = total({1, 2}, {1, 2});
end FunctionArrayArgumentShape;
