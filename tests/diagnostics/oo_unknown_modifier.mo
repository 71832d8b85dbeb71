// Part has no element 'gain'.
model Part
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Part;

model oo_unknown_modifier
  Part p(gain = 2);
end oo_unknown_modifier;
