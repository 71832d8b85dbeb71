// A final declaration cannot be modified from outside.
model Part
  final parameter Real g = 9.81;
  Real v(start = 0, fixed = true);
equation
  der(v) = -g;
end Part;

model oo_final_declaration
  Part p(g = 1.62);
end oo_final_declaration;
