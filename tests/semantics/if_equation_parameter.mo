// An if-equation with a parameter condition: the branch is chosen at compile time.
// run --stop-time=1
// expect final y 1 1e-6
// expect final z 3 1e-6
model IfEquationParameter
  parameter Boolean quadratic = true;
  parameter Integer order = 2;
  Real x(start = 0, fixed = true);
  Real y, z;
equation
  der(x) = 1;
  if quadratic then
    y = x^2;
  else
    y = x;
  end if;
  if order == 1 then
    z = 1;
  elseif order == 2 then
    z = 3;
  else
    z = 5;
  end if;
end IfEquationParameter;
