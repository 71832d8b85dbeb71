// An assert of an initial algorithm is checked once, on the solved initial
// values: x(0) = a = 2 breaks it, the run stops at t = 0.
// expect exit 1
// expect stderr assertion failed: x too large
model InitialAlgorithmAssert
  parameter Real a = 2;
  Real x;
equation
  der(x) = -x;
initial algorithm
  x := a;
  assert(x < 1, "x too large");
end InitialAlgorithmAssert;
