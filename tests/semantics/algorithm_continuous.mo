// An algorithm computing a continuous output, with an if-statement.
// run --stop-time=1
// expect final y 2 1e-6
// expect at 0.25 y 0.25 1e-6
model AlgorithmContinuous
  Real x(start = 0, fixed = true);
  Real y;
equation
  der(x) = 1;
algorithm
  y := x;
  if x > 0.5 then
    y := 2 * x;
  end if;
end AlgorithmContinuous;
