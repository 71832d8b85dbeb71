// x is fixed by its start value and by an initial equation.
model InitialOverDetermined
  Real x(start = 1, fixed = true);
initial equation
  x = 2;
equation
  der(x) = -x;
end InitialOverDetermined;
