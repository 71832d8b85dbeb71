within Hybrid.Examples;
model SpringMass "A mass on a spring fixed to a wall: s = cos(2 t)"
  import Hybrid.*;
  Mass mass(m = 4);
  Spring spring(k = 16);
  Fixed wall;
equation
  connect(spring.a, mass.a);
  connect(spring.b, wall.a);
  annotation(experiment(StopTime = 3.14159265358979));
end SpringMass;
