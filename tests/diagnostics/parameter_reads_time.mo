// A parameter or constant is fixed during the run: a value that reads time
// (directly or inside an expression) is no parameter expression (spec 3.8).
// A variable bound to time is fine.
model ParameterReadsTime
  parameter Real t0 = time;
  parameter Real ramp = 2 * (1 + time);
  constant Real c = sin(time);
  Real clock = time;
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end ParameterReadsTime;
