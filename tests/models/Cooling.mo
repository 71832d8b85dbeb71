within HyscTests;
// Newton cooling written as in Modelica by Example, with der() inside a product:
// T(t) = T_inf + (T0 - T_inf) exp(-t h A / (m c_p)).
model Cooling
  type Temperature = Real(unit = "K", min = 0);
  parameter Temperature T_inf = 298.15 "Ambient temperature";
  parameter Temperature T0 = 363.15 "Initial temperature";
  parameter Real h = 0.7, A = 1.0, m = 0.1, c_p = 1.2;
  Temperature T "Temperature";
initial equation
  T = T0;
equation
  m * c_p * der(T) = h * A * (T_inf - T);
  annotation(experiment(StopTime = 1.0, Tolerance = 1e-8));
end Cooling;
