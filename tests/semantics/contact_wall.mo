// An impact on x > wall (G = wall - x >= 0, grad G = -1) under a constant
// push der(v) = 1: the first impact is at t1 = sqrt(2 wall) = 1.41421356,
// the flights 2 e^n v1 / 1 sum to t* = t1 (1 + 2e/(1-e)) = 8.01387685 for
// e = 0.7.  From t* the ball rests against the wall: x = 1, v = 0, and the
// contact force per unit mass along grad G = -1 balances the push:
// contact.lambda[1] = 1 (positive: the wall pushes, never pulls).  A user
// variable named contact is no contact.* name.
// run --stop-time=10 --events --emit-internal
// expect stderr accumulate at t*=8.0138768
// expect stderr contact from t* = 8.01387
// expect final x 1 1e-9
// expect final v 0 1e-9
// expect final contact.lambda[1] 1 1e-6
// expect final contact.active[1] 1 0
// expect final contact 2 1e-9
model ContactWall
  parameter Real wall = 1;
  Real contact "a user variable called contact";
  Real x(start = 0, fixed = true);
  Real v(start = 0, fixed = true);
equation
  contact = 2 * x;
  der(x) = v;
  der(v) = 1;
  when x > wall then
    reinit(v, -0.7 * pre(v));
  end when;
end ContactWall;
