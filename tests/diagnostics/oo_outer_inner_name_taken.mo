// An outer with no inner gets one added to the model (spec 5.4), unless
// the model has another element of that name.
model World
  parameter Real g = 9.81;
end World;

model Ball
  outer World world;
  Real v(start = 0, fixed = true);
equation
  der(v) = -world.g;
end Ball;

model oo_outer_inner_name_taken
  Ball b;
  Real world = 1;
end oo_outer_inner_name_taken;
