// An array equation with sides of different sizes.
model ArrayEquationSize
  Real x[3];
equation
  x = {1, 2};
end ArrayEquationSize;
