// The model simulated has no enclosing instance: its outer element has no
// inner one to refer to.
model World
  parameter Real g = 9.81;
end World;

model oo_outer_at_top
  outer World world;
  Real v(start = 0, fixed = true);
equation
  der(v) = -world.g;
end oo_outer_at_top;
