// 'inner outer' (spec 5.4) is two declarations in one: Lab's own equations
// see the outer one, the model's world (g = 1), and the components inside
// Lab see Lab's inner instance (g = 3).  With der(v) = -g from rest, at
// t = 1: lab.w = -1, lab.ball.v = -3, and the model's own ball.v = -1.
// run --stop-time=1
// expect final lab.w -1 1e-6
// expect final lab.ball.v -3 1e-6
// expect final ball.v -1 1e-6
model World
  parameter Real g = 9.81;
end World;

model Ball
  outer World world;
  Real v(start = 0, fixed = true);
equation
  der(v) = -world.g;
end Ball;

model Lab
  inner outer World world(g = 3);
  Ball ball;
  Real w(start = 0, fixed = true);
equation
  der(w) = -world.g;
end Lab;

model oo_inner_outer_both
  inner World world(g = 1);
  Lab lab;
  Ball ball;
end oo_inner_outer_both;
