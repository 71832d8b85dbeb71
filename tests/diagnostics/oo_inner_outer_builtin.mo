// The inner T0 is an Integer where the outer declaration wants a Real.
model World
  Integer g = 9;
end World;
model Ball
  outer World world;
  outer Real T0;
  Real v(start = 0, fixed = true);
equation
  der(v) = -world.g + T0;
end Ball;
model oo_inner_outer_builtin
  inner World world;
  inner Integer T0 = 1;
  Ball b;
end oo_inner_outer_builtin;
