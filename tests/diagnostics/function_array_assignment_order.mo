// y := A*y element by element would read elements already assigned.
function rotate
  input Real x[2];
  output Real y[2];
algorithm
  y := x;
  y := [0, -1; 1, 0] * y;
end rotate;

model FunctionArrayAssignmentOrder
  Real r[2] = rotate({1, 0});
end FunctionArrayAssignmentOrder;
