// A replaceable component redeclared by a modification: p2 and p3 get a
// FastDecay in place of the Decay their class declares, p3 with its own k.
// Decay: der(x) = -k x, x(0) = 1, k = 1, so x(1) = exp(-1) = 0.367879.
// FastDecay: der(x) = -2 k x: with k = 3, x(1) = exp(-6) = 0.00247875; with
// k = 0.25 (the redeclaration's own modification), x(1) = exp(-0.5) = 0.606531.
// run --stop-time=1
// expect final p1.d.x 0.367879 1e-4
// expect final p2.d.x 0.00247875 1e-5
// expect final p3.d.x 0.606531 1e-4
// expect noevents
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
end Plant;

model oo_redeclare_component
  Plant p1;
  Plant p2(redeclare FastDecay d);
  Plant p3(redeclare FastDecay d(k = 0.25));
end oo_redeclare_component;
