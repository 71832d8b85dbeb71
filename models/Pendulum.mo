within ;
model Pendulum "The Cartesian pendulum: a mass on a rigid massless rod, index 3"
  parameter Real L = 1 "Length of the rod";
  parameter Real m = 1 "Mass";
  parameter Real g = 9.81 "Gravitational acceleration";
  Real x(start = L) "Horizontal position (the constraint determines it)";
  Real y(start = 0, fixed = true) "Vertical position: released level with the pivot";
  Real vx(start = 0) "Horizontal velocity (the constraint determines it)";
  Real vy(start = 0, fixed = true) "Vertical velocity: released at rest";
  Real lambda "Rod force per unit length (Lagrange multiplier)";
  Real E "Mechanical energy, constant";
equation
  der(x) = vx;
  der(y) = vy;
  m * der(vx) = -lambda * x;
  m * der(vy) = -m * g - lambda * y;
  x^2 + y^2 = L^2;
  E = m * g * y + m * (vx^2 + vy^2) / 2;
  annotation(experiment(StopTime = 10, Interval = 0.01), __hysc(invariant = "E"));
end Pendulum;
