// An if-equation whose condition changes in time needs an else-branch.
model IfWithoutElse
  Real x(start = 0, fixed = true);
  Real y;
equation
  der(x) = 1;
  if x > 1 then
    y = 1;
  end if;
end IfWithoutElse;
