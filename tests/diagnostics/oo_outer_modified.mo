// An outer element takes its values from the inner one: no modifications.
model World
  parameter Real g = 9.81;
end World;

model Ball
  outer World world(g = 2);
  Real v(start = 0, fixed = true);
equation
  der(v) = -world.g;
end Ball;

model oo_outer_modified
  inner World world;
  Ball b;
end oo_outer_modified;
