// contact_wall.mo with the push reversed at t = 9: der(v) = 1, then -1.
// In contact from t* = 8.01387685 (see contact_wall.mo) the wall holds the
// push with contact.lambda[1] = 1; at t = 9 it would have to pull
// (lambda = -1), so the ball lifts off there (the relation time < 9 switches
// a hysteresis of 1e-10 late) and flies: x = 1 - (t - 9)^2/2, v = -(t - 9):
// x(10) = 0.5, v(10) = -1, the contact off and lambda = 0.
// run --stop-time=10 --events --emit-internal
// expect stderr contact from t* = 8.01387
// expect stderr lift-off at 9.0000000
// expect at 8.9 x 1 1e-9
// expect at 8.9 contact.lambda[1] 1 1e-6
// expect final x 0.5 1e-8
// expect final v -1 1e-8
// expect final contact.active[1] 0 0
// expect final contact.lambda[1] 0 0
model ContactLiftOff
  parameter Real wall = 1;
  Real x(start = 0, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(x) = v;
  der(v) = if time < 9 then 1 else -1;
  when x > wall then
    reinit(v, -0.7 * pre(v));
  end when;
end ContactLiftOff;
