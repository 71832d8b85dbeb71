// connect() to an element of an array of primitive connectors: the element
// exists (its subscript within the array's size), else a located error; it
// is of the array's type, so a Boolean output joins no element of a Real one.
connector RealInput = input Real;
connector RealOutput = output Real;
connector BooleanOutput = output Boolean;

block Source
  RealOutput y = time;
end Source;

block Flag
  BooleanOutput y = time > 1;
end Flag;

block Sum2
  RealInput u[2];
  RealOutput y = u[1] + u[2];
end Sum2;

model ConnectElementRange
  Source a, b;
  Sum2 s, t;
  Flag f;
equation
  connect(a.y, s.u[1]);
  connect(b.y, s.u[3]);
  connect(a.y, t.u[1]);
  connect(f.y, t.u[2]);
end ConnectElementRange;
