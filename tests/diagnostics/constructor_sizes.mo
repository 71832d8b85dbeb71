// The elements of an array constructor must have equal sizes.
model ConstructorSizes
  Real A[2, 2];
equation
  A = {{1, 2}, {3}};
end ConstructorSizes;
