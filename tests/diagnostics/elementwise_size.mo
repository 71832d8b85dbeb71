// Element-wise operators need equal sizes.
model ElementwiseSize
  Real y[2];
equation
  y = {1, 2} .* {1, 2, 3};
end ElementwiseSize;
