// Redeclarations in a short class definition (FastPlant = Plant(...)) and
// of a replaceable parameter.  FastDecay with k = 0.5: der(x) = -2 k x = -x,
// so p.d.x(1) = exp(-1) = 0.367879 and p.y = gain x = 2 exp(-1) = 0.735759;
// q keeps Decay (k = 1): q.d.x(1) = exp(-1), q.y = 3 exp(-1) = 1.103638
// (its gain stays a parameter: a prefix the redeclaration leaves out is the
// replaced declaration's, so --set can set it).
// run --stop-time=1 --set q.gain=3
// expect final p.d.x 0.367879 1e-4
// expect final p.y 0.735759 2e-4
// expect final q.y 1.103638 3e-4
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

model Plant
  replaceable Decay d;
  replaceable parameter Real gain = 1;
  Real y = gain*d.x;
end Plant;

model FastPlant = Plant(redeclare FastDecay d(k = 0.5), redeclare parameter Real gain = 2);

model oo_redeclare_short_class
  FastPlant p;
  Plant q(redeclare Real gain = 3);
end oo_redeclare_short_class;
