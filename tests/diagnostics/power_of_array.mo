// '^' is defined on scalars and square matrices: '.^' is element-wise.
model PowerOfArray
  Real x[2];
equation
  x = {1, 2} ^ 2;
end PowerOfArray;
