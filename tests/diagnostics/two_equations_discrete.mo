// n is defined by two when-clauses: one variable, one definition.
model TwoEquationsDiscrete
  Real x(start = 0, fixed = true);
  Integer n(start = 0);
equation
  der(x) = 1;
  when x > 1 then
    n = 1;
  end when;
  when x > 2 then
    n = 2;
  end when;
end TwoEquationsDiscrete;
