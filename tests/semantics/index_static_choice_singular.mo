// x and y are first-order states bound by x + k y = 1.  Index reduction
// makes one of their derivatives a dummy, once, at compile time: x has a
// fixed start, so x stays the state and y is solved from the constraint.
// With k = 0 that is impossible (the constraint no longer involves y):
// worked out at the start values, der(x) is the dummy instead, so the
// constraint gives x, whose fixed start is then a second initial equation
// of x and none of y: initialization stops, on both backends, naming the
// choice and what the start values changed in it.
// expect exit 1
// expect stderr index reduction chose the states once for the whole run
// expect stderr states y; dummy derivatives der(x) (at the start values: der(x) in place of der(y))
model IndexStaticChoiceSingular
  parameter Real k = 0;
  Real x(start = 1, fixed = true), y, z;
equation
  der(x) = -x + z;
  der(y) = x;
  x + k * y = 1;
end IndexStaticChoiceSingular;
