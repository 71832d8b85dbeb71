// A discrete variable assigned in an if-equation nested in one whose
// condition changes in time.
model IfNestedDiscrete
  Real x(start = 0, fixed = true);
  Real y;
  Boolean b;
equation
  der(x) = 1;
  if x > 1 then
    if x > 2 then
      b = true;
    else
      b = false;
    end if;
    y = 1;
  else
    b = false;
    y = 0;
  end if;
end IfNestedDiscrete;
