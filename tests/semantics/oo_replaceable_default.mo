// The constraining clause's modification applies to the declared component
// too (k = 2), and a 'redeclare replaceable' element can be redeclared once
// more from outside.  Decay: der(x) = -k x, x(0) = 1; FastDecay:
// der(x) = -2 k x.
//   a.d: Decay with k = 2 from the constraint: x(1) = exp(-2) = 0.135335
//   b.d: Derived's FastDecay, k = 2 from the constraint: exp(-4) = 0.0183156
//   c.d: redeclared again as Decay (k = 2 still): exp(-2)
// run --stop-time=1
// expect final a.d.x 0.135335 1e-4
// expect final b.d.x 0.0183156 1e-5
// expect final c.d.x 0.135335 1e-4
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
  replaceable Decay d constrainedby Decay(k = 2);
end Plant;

model Derived
  extends Plant;
  redeclare replaceable FastDecay d;
end Derived;

model oo_replaceable_default
  Plant a;
  Derived b;
  Derived c(redeclare Decay d);
end oo_replaceable_default;
