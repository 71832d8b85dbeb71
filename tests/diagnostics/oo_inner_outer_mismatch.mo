// The inner World lacks the g that the outer declaration's class has.
model World
  parameter Real g = 9.81;
end World;

model FlatWorld
  parameter Real h = 0;
end FlatWorld;

model Ball
  outer World world;
  Real v(start = 0, fixed = true);
equation
  der(v) = -world.g;
end Ball;

model oo_inner_outer_mismatch
  inner FlatWorld world;
  Ball b;
end oo_inner_outer_mismatch;
