// An algorithm cannot assign a state: der(x) determines x.
model AlgorithmAssignsState
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
algorithm
  x := 2;
end AlgorithmAssignsState;
