// An if-equation inside a when-clause whose condition changes in time needs
// an else-branch: a missing else counts as no equations (spec 8.3.4).  With a
// parameter condition, or with an else, it is accepted.
model WhenIfWithoutElse
  parameter Boolean on = true;
  Real x(start = 0, fixed = true);
  discrete Real y(start = 0, fixed = true), z(start = 0, fixed = true);
  discrete Real w(start = 0, fixed = true);
equation
  der(x) = 1;
  when x > 0.5 then
    if x > 2 then
      y = 1;
    end if;
    if on then
      z = 2;
    end if;
    if x > 1 then
      w = 1;
    else
      w = 2;
    end if;
  end when;
end WhenIfWithoutElse;
