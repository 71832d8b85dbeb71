// A sample interval must be positive.
model SampleNonpositive
  parameter Real period = 0;
  Real x(start = 0, fixed = true);
  Integer n(start = 0), m(start = 0);
equation
  der(x) = 1;
  when sample(0, period) then
    n = pre(n) + 1;
  end when;
  when sample(0, -0.5) then
    m = pre(m) + 1;
  end when;
end SampleNonpositive;
