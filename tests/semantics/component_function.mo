// A function declared in the class of a component, called through the
// component as MultiBody calls world.gravityAcceleration(r): a short
// definition f = grav(g = g, n = n) calls grav with the (inner) world's
// parameters for the inputs the call does not give; a long one as is.
// Inside World, gravityAcceleration(r) binds the same way, and a short
// definition without modifications (function alias = grav) is grav.
// With g = 2, n = {0, -1}: a = {0, -2}; b = twice(3) = 6; c gives n itself;
// world.own = {0, -2}; world.plain = grav({0, 0}) = {0, -1}.
// run --stop-time=1
// expect final body.a[1] 0 1e-12
// expect final body.a[2] -2 1e-12
// expect final body.b 6 1e-12
// expect final body.c[1] 2 1e-12
// expect final world.own[2] -2 1e-12
// expect final world.plain[2] -1 1e-12
model ComponentFunction
  function grav
    input Real r[2];
    input Real g = 1;
    input Real n[2] = {0, -1};
    output Real a[2];
  algorithm
    a := g * n + 0 * r;
  end grav;
  model World
    parameter Real g = 9.81;
    parameter Real n[2] = {0, -1};
    replaceable function gravityAcceleration = grav(g = g, n = n);
    replaceable function alias = grav;
    Real own[2] = gravityAcceleration({0, 0});
    Real plain[2] = alias({0, 0});
    function twice
      input Real x;
      output Real y;
    algorithm
      y := 2 * x;
    end twice;
  end World;
  model Body
    outer World world;
    Real a[2] = world.gravityAcceleration({1, 2});
    Real b = world.twice(3);
    Real c[2] = world.gravityAcceleration({1, 2}, n = {1, 0});
  end Body;
  Body body;
  inner World world(g = 2);
end ComponentFunction;
