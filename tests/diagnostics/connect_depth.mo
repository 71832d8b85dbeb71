// A side of connect() is a connector of this class (c) or of one of its
// components (a.c), not of a component's component (a.b.c).
connector Pin
  Real v;
  flow Real i;
end Pin;
model Resistor
  Pin p, n;
equation
  p.v - n.v = 2 * p.i;
  p.i + n.i = 0;
end Resistor;
model Branch
  Resistor r;
end Branch;
model ConnectDepth
  Branch left, right;
  Pin ground;
equation
  connect(left.r.n, right.r.p);
  connect(left.r.p, ground);
  ground.v = 0;
end ConnectDepth;
