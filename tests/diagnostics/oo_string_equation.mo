// A String parameter used in a continuous equation.
model oo_string_equation
  parameter String label = "ball";
  Real x;
equation
  x = time + label;
end oo_string_equation;
