// The left side of := is a name or a list of outputs.
model assign_to_expression
  Real x;
algorithm
  x + 1 := time;
end assign_to_expression;
