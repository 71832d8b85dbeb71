// An outer element needs an inner one in an enclosing instance: hysc makes
// this an error rather than creating a default World (spec 5.4).
model World
  parameter Real g = 9.81;
end World;

model Ball
  outer World world;
  Real v(start = 0, fixed = true);
equation
  der(v) = -world.g;
end Ball;

model oo_outer_without_inner
  Ball b;
end oo_outer_without_inner;
