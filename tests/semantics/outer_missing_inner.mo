// An outer element with no inner one in an enclosing instance: a warning,
// and an inner of the outer's type is added to the simulated model (spec
// 5.4), shared by every such outer.  der(v) = -world.g with g = 9.81 from
// v = 0: v(1) = -9.81 in both balls.  (The warning is a compile message.)
// run --stop-time=1
// expect final b.v -9.81 1e-6
// expect final c.inside.v -9.81 1e-6
model World
  parameter Real g = 9.81;
end World;

model Ball
  outer World world;
  Real v(start = 0, fixed = true);
equation
  der(v) = -world.g;
end Ball;

model Holder
  Ball inside;
end Holder;

model outer_missing_inner
  Ball b;
  Holder c;
end outer_missing_inner;
