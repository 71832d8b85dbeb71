model NoEventContact "a ball on a stiff damped floor, switched without events"
  parameter Real k = 1e5 "floor stiffness per mass [1/s2]";
  parameter Real d = 10 "floor damping per mass [1/s]";
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
  Real f "contact force per mass";
equation
  der(h) = v;
  der(v) = -9.81 + f;
  f = noEvent(if h < 0 then -k*h - d*v else 0);
  annotation(experiment(StopTime = 3));
end NoEventContact;
