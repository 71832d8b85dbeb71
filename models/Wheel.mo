within ;
model Wheel "A wheel rolling without slip under a force F at its centre and a torque M"
  parameter Real m = 2 "Mass";
  parameter Real r = 0.3 "Radius";
  parameter Real J = 0.05 "Moment of inertia about the axle";
  parameter Real F = 1 "Horizontal force at the centre";
  parameter Real M = 0.2 "Torque about the axle";
  Real x(start = 0, fixed = true) "Position of the centre";
  Real phi(start = 0) "Rotation angle (the rolling condition determines it)";
  Real v(start = 0, fixed = true) "Velocity of the centre";
  Real w(start = 0) "Angular velocity";
  Real Fc "Friction force of the ground on the wheel";
equation
  der(x) = v;
  der(phi) = w;
  m * der(v) = F - Fc;
  J * der(w) = M + Fc * r;
  x = r * phi "rolling without slip";
  annotation(experiment(StopTime = 2, Interval = 0.01));
end Wheel;
