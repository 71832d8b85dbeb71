// The condition of an if-equation must be Boolean.
model IfConditionReal
  Real x(start = 0, fixed = true);
  Real y;
equation
  der(x) = 1;
  if x then
    y = 1;
  else
    y = 2;
  end if;
end IfConditionReal;
