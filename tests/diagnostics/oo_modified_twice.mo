// Two values for k in one modification (spec 7.2.4); modifying different
// attributes of x in two arguments is fine.
model Part
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Part;

model oo_modified_twice
  Part p(x(start = 2), x(fixed = true), k = 1, k = 2);
end oo_modified_twice;
