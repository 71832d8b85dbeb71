// An outer element is the inner one of the nearest enclosing instance that
// declares it: b (in the model) sees the model's g = 1 and lab.b sees lab's
// own g = 3; the inner may be declared after the components that use it.
// The outer parameter T0 is the model's (250) for both.
// With der(v) = -g, v(0) = 0: at t = 1, b.v = -1 and lab.b.v = -3;
// der(T) = (T0 - T), T(0) = 300: T(1) = 250 + 50 exp(-1) = 268.393972.
// run --stop-time=1
// expect final b.v -1 1e-6
// expect final lab.b.v -3 1e-6
// expect final b.T 268.393972 1e-3
// expect final lab.b.T 268.393972 1e-3
model World
  parameter Real g = 9.81;
end World;

model Body
  outer World world;
  outer parameter Real T0;
  Real v(start = 0, fixed = true);
  Real T(start = 300, fixed = true);
equation
  der(v) = -world.g;
  der(T) = T0 - T;
end Body;

model Lab
  Body b;
  inner World world(g = 3);
end Lab;

model oo_inner_outer_nearest
  inner parameter Real T0 = 250;
  inner World world(g = 1);
  Body b;
  Lab lab;
end oo_inner_outer_nearest;
