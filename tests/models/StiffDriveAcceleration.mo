// A small inertia m = 0.01 on a stiff spring c = 1e6 behind a damper
// d = 1e4, pulled by a sampled force u that steps from 0 to 10 at the
// sample at t = 0.005.  The acceleration a = der(v) of the velocity state
// v (der(x) = v) is an unknown of the solver's system: the small term
// 1e-4 sin(a) keeps it in an implicit row.
model StiffDriveAcceleration
  parameter Real c = 1e6, d = 1e4;
  Real x(start = 0, fixed = true), v(start = 0, fixed = true);
  Real a;
  discrete Real u(start = 0, fixed = true);
equation
  when sample(0, 0.005) then
    u = if time < 0.0025 then 0 else 10;
  end when;
  der(x) = v;
  a = der(v);
  0.01 * a + 1e-4 * sin(a) = u - c * x - d * v;
  annotation(experiment(StopTime = 1));
end StiffDriveAcceleration;
