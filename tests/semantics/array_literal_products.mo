// Products of array literals in a model with no array variable:
// {1, 2, 3} * {2, 2, 2} = 12 (scalar product), {1, 2} * {{1, 2}, {3, 4}} *
// {1, 1} = {7, 10} * {1, 1} = 17 (spec 10.6.4).
// run --stop-time=1
// expect final r 12 1e-12
// expect at 0.5 q 8.5 1e-12
model ArrayLiteralProducts
  Real r;
  Real q = {1, 2} * {{1, 2}, {3, 4}} * {1, 1} * time;
equation
  r = {1, 2, 3} * {2, 2, 2} * time;
end ArrayLiteralProducts;
