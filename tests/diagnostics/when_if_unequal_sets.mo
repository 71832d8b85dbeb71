// An if-equation in a when-clause whose condition changes in time assigns
// the same discrete variables in every branch: here the first branch sets
// level and the else-branch count.  With a parameter condition only one
// branch is ever used, and branches that assign the same variables in another
// order are fine.
model WhenIfUnequalSets
  parameter Boolean fast = false;
  Real p(start = 1, fixed = true);
  discrete Real level(start = 0, fixed = true);
  discrete Integer count(start = 0, fixed = true);
  discrete Real a(start = 0, fixed = true), b(start = 0, fixed = true);
equation
  der(p) = -p;
  when p < 0.5 then
    if p < 0.4 then
      level = 1;
    else
      count = pre(count) + 1;
    end if;
  end when;
  when p < 0.3 then
    if fast then
      a = 1;
    else
      b = 2;
    end if;
    if p < 0.2 then
      a = 3;
      b = 4;
    elseif p < 0.25 then
      b = 5;
      a = 6;
    else
      b = 7;
      a = 8;
    end if;
  end when;
end WhenIfUnequalSets;
