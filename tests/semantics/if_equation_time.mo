// An if-equation with a time-varying condition: y grows only after x > 0.5.
// run --stop-time=1
// expect final y 0.5 1e-6
// expect at 0.4 y 0 1e-9
model IfEquationTime
  Real x(start = 0, fixed = true);
  Real y(start = 0, fixed = true);
equation
  der(x) = 1;
  if x > 0.5 then
    der(y) = 1;
  else
    der(y) = 0;
  end if;
end IfEquationTime;
