// The condition of an if-equation is a scalar.
model IfConditionArray
  Real x(start = 0, fixed = true);
equation
  if {time > 1, time > 2} then
    der(x) = 1;
  else
    der(x) = 0;
  end if;
end IfConditionArray;
