// A nested if-equation with a changing condition: its branches need as many
// equations as each other.
model IfNestedCounts
  Real x(start = 0, fixed = true);
  Real y, u;
equation
  der(x) = 1;
  if x > 1 then
    if x > 2 then
      y = 1;
      u = 1;
    else
      y = 2;
    end if;
  else
    y = 0;
    u = 0;
  end if;
end IfNestedCounts;
