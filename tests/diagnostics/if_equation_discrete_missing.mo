model IfEquationDiscreteMissing
  Real x(start = 0, fixed = true), y, z;
  Boolean on;
equation
  der(x) = 1;
  z = 3;
  if x > 0.5 then
    y = 1;
    z = 2;
  else
    on = false;
    y = 2;
  end if;
end IfEquationDiscreteMissing;
