// Redeclarations through inheritance: Derived redeclares the inherited
// component d as an element of its own, and the inherited class M in its
// extends clause.  Decay: der(x) = -k x (k = 1); FastDecay: der(x) = -2 k x.
//   x.d: FastDecay with k = 0.5, so der(x) = -x: x(1) = exp(-1) = 0.367879
//   x.m: FastDecay with k = 3, so der(x) = -6 x: x(1) = exp(-6) = 0.00247875
//   y (a Base2, nothing redeclared): both Decay, exp(-1)
// run --stop-time=1
// expect final x.d.x 0.367879 1e-4
// expect final x.m.x 0.00247875 1e-5
// expect final y.d.x 0.367879 1e-4
// expect final y.m.x 0.367879 1e-4
model Decay
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Decay;

model FastDecay
  parameter Real k = 3;
  Real x(start = 1, fixed = true);
equation
  der(x) = -2*k*x;
end FastDecay;

model Base2
  replaceable Decay d;
  replaceable model M = Decay;
  M m;
end Base2;

model Derived
  extends Base2(redeclare model M = FastDecay);
  redeclare FastDecay d(k = 0.5);
end Derived;

model oo_redeclare_extends
  Derived x;
  Base2 y;
end oo_redeclare_extends;
