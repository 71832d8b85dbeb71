// inner/outer are not supported yet.
model World
  parameter Real g = 9.81;
end World;

model oo_inner_outer
  inner World world;
  Real v(start = 0, fixed = true);
equation
  der(v) = -world.g;
end oo_inner_outer;
