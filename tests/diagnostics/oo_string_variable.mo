// String parameters are not implemented yet: a located error.
model oo_string_variable
  parameter String label = "ball";
  Real x = time;
end oo_string_variable;
