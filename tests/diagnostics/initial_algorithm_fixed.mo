// x is fixed by its start value and assigned by an initial algorithm.
model InitialAlgorithmFixed
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
initial algorithm
  x := 2;
end InitialAlgorithmFixed;
