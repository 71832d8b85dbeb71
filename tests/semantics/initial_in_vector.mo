// {initial(), x > 0.5}: fires at initialization and again when x passes 0.5.
// run --stop-time=1
// expect final n 2 0
// expect at 0.4 n 1 0
model InitialInVector
  Real x(start = 0, fixed = true);
  Integer n(start = 0);
equation
  der(x) = 1;
  when {initial(), x > 0.5} then
    n = pre(n) + 1;
  end when;
end InitialInVector;
