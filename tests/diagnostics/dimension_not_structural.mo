// A dimension must be known at compile time: here it depends on a variable.
model DimensionNotStructural
  Real k(start = 3, fixed = true);
  Real x[k];
equation
  der(k) = 0;
  x = fill(1, 3);
end DimensionNotStructural;
