// size(x, k) with k beyond the dimensions of x.
model SizeDimension
  Real x[2] = {1, 2};
  Real n = size(x, 2);
equation
end SizeDimension;
