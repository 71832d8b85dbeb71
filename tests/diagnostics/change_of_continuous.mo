// change() applies to discrete variables; x changes continuously.
model ChangeOfContinuous
  Real x(start = 0, fixed = true);
  Integer n(start = 0);
equation
  der(x) = 1;
  when change(x) then
    n = pre(n) + 1;
  end when;
end ChangeOfContinuous;
