// connect() to an element of an array of primitive connectors: the element
// exists (its subscript within the array's size), else a located error.
connector RealInput = input Real;
connector RealOutput = output Real;

block Source
  RealOutput y = time;
end Source;

block Sum2
  RealInput u[2];
  RealOutput y = u[1] + u[2];
end Sum2;

model ConnectElementRange
  Source a, b;
  Sum2 s;
equation
  connect(a.y, s.u[1]);
  connect(b.y, s.u[3]);
end ConnectElementRange;
