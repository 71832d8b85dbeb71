model MassSpringChain "Masses in a chain of springs between two walls; the first mass hits a stop"
  parameter Integer n = 2 "Number of masses";
  parameter Real m[n] = fill(1, n) "Masses";
  parameter Real k = 1 "Stiffness of each spring";
  parameter Real d = 0 "Damping of each spring";
  parameter Real e = 1 "Restitution at the stop";
  parameter Real xStop = -0.5 "Position of the stop left of the first mass";
  parameter Real M[n, n] = diagonal(m) "Mass matrix";
  parameter Real K[n, n] = {{if i == j then 2*k else if abs(i - j) == 1 then -k else 0 for j in 1:n} for i in 1:n}
    "Stiffness matrix: springs wall-1, i-(i+1), n-wall";
  parameter Real D[n, n] = d/k*K "Damping matrix";
  Real x[n](each start = 1, each fixed = true) "Displacements";
  Real v[n](each start = 0, each fixed = true) "Velocities";
equation
  der(x) = v;
  M*der(v) = -K*x - D*v;
  when x[1] < xStop then
    reinit(v[1], -e*pre(v[1]));
  end when;
  annotation(experiment(StopTime=3));
end MassSpringChain;
