// The branches of an if-equation with a time-varying condition need equal counts.
model IfBranchCounts
  Real x(start = 0, fixed = true);
  Real y, z;
equation
  der(x) = 1;
  if x > 1 then
    y = 1;
    z = 2;
  else
    y = 2;
  end if;
end IfBranchCounts;
