// One World shared by the balls that declare it outer (spec 5.4): its g = 1
// is the model's, not World's default.  Without a bounce before t = 1,
// h(t) = h0 - g t^2/2 and v(t) = -g t: at t = 1, b1.h = 1 - 0.5 = 0.5,
// b2.h = 2 - 0.5 = 1.5, both v = -1.
// run --stop-time=1
// expect final b1.h 0.5 1e-6
// expect final b2.h 1.5 1e-6
// expect final b1.v -1 1e-6
// expect final b2.v -1 1e-6
// expect noevents
model World
  parameter Real g = 9.81;
end World;

model Ball
  outer World world;
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -world.g;
end Ball;

model oo_inner_outer_world
  inner World world(g = 1);
  Ball b1;
  Ball b2(h(start = 2));
end oo_inner_outer_world;
