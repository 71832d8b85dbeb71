// The inner World comes into the model by inheritance (Environment), and
// every element of an array of balls refers to it through its outer
// declaration; an outer Boolean switches the damping on.  g = 2, no
// damping before t = 0.5 (when lossy turns true through the inner's
// equation): h(t) = h0 - t^2, v(t) = -2t for t <= 0.5, so at t = 0.5:
// b[1].h = 0.75, b[2].h = 1.75, v = -1; afterwards der(v) = -g - v: v(t) =
// -2 + exp(-(t - 0.5)), so v(1) = -2 + exp(-0.5) = -1.393469.
// run --stop-time=1
// expect at 0.5 b[1].h 0.75 1e-6
// expect at 0.5 b[2].h 1.75 1e-6
// expect final b[1].v -1.393469 1e-4
// expect final b[2].v -1.393469 1e-4
model World
  parameter Real g = 9.81;
end World;

model Ball
  outer World world;
  outer Boolean lossy;
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -world.g - (if lossy then v else 0);
end Ball;

model Environment
  inner World world(g = 2);
  inner Boolean lossy = time >= 0.5;
end Environment;

model oo_inner_outer_inherited
  extends Environment;
  Ball b[2](h(start = {1, 2}));
end oo_inner_outer_inherited;
