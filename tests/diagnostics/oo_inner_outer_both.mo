// 'inner outer' on one component (an inner that is itself an outer of an
// enclosing instance) is not supported.
model World
  parameter Real g = 9.81;
end World;

model Lab
  inner outer World world;
  Real v(start = 0, fixed = true);
equation
  der(v) = -world.g;
end Lab;

model oo_inner_outer_both
  inner World world;
  Lab lab;
end oo_inner_outer_both;
