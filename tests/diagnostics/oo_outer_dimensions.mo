// An outer element has the dimensions of its inner one (spec 5.4): the
// gains of Stage are declared with 2 elements, the inner ones have 3.
model Stage
  outer parameter Real gains[2];
  Real y = gains[1]*time + gains[2];
end Stage;

model oo_outer_dimensions
  inner parameter Real gains[3] = {1, 2, 3};
  Stage s;
end oo_outer_dimensions;
