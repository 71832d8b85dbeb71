// Sizes declared for array inputs are checked against the arguments: a
// fixed size, and a size taken from another input.
function dot3
  input Real u[3];
  input Real v[size(u, 1)];
  output Real d;
algorithm
  d := u * v;
end dot3;

model FunctionArrayArgumentSize
  Real a = dot3({1, 2}, {3, 4});
  Real b = dot3({1, 2, 3}, {3, 4});
end FunctionArrayArgumentSize;
