// A when-condition must be Boolean; h is Real.
model NonBooleanCondition
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -9.81;
  when h then
    reinit(v, 0);
  end when;
end NonBooleanCondition;
