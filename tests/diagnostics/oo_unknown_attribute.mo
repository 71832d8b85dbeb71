// 'invalid' is no attribute of Real.
model Part
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end Part;

model oo_unknown_attribute
  Part p(x(invalid = 2));
end oo_unknown_attribute;
