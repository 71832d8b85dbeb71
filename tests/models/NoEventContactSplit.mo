model NoEventContactSplit "NoEventContact with the floor's force in two parts"
  parameter Real k = 1e5 "floor stiffness per mass [1/s2]";
  parameter Real d = 10 "floor damping per mass [1/s]";
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
  Real fk "spring force per mass";
  Real fd "damper force per mass";
equation
  der(h) = v;
  der(v) = -9.81 + fk + fd;
  fk = noEvent(if h < 0 then -k*h else 0);
  fd = noEvent(if h < 0 then -d*v else 0);
  annotation(experiment(StopTime = 3));
end NoEventContactSplit;
