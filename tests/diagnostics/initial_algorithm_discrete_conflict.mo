// n is given by a discrete equation, which holds at initialization too, and
// assigned by an initial algorithm.
model InitialAlgorithmDiscreteConflict
  Integer n;
  Real x(start = 0, fixed = true);
equation
  n = 3;
  der(x) = n;
initial algorithm
  n := 4;
end InitialAlgorithmDiscreteConflict;
