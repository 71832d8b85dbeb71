// An initial algorithm runs once: a when-statement has no place in it; nor
// may it assign a parameter (one with fixed = true, the default).
model InitialAlgorithmWhen
  parameter Real p = 1;
  Integer n(start = 0);
  Real x(start = 0, fixed = true);
equation
  der(x) = n;
  when time > 2 then
    n = pre(n) + 1;
  end when;
initial algorithm
  p := 2;
  when time > 1 then
    n := 1;
  end when;
end InitialAlgorithmWhen;
