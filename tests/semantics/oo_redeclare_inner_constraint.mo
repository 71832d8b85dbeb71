// A redeclaration that replaces another and has no constrainedby of its
// own keeps the constraint of the one it replaces, with that constraint's
// modifications (spec 7.3.2): b becomes Fast, with k = 2 and x0 = 3 from
// 'constrainedby Slow(k = 2, x0 = 3)'.  der(x) = -2 k x: x(1) = 3 exp(-4).
// run --stop-time=1
// expect final h.b.x 0.054947 1e-4
model Decay
  parameter Real k = 1;
  parameter Real x0 = 1;
  Real x(start = x0, fixed = true);
equation
  der(x) = -k*x;
end Decay;

model Slow
  parameter Real k = 1;
  parameter Real x0 = 1;
  Real x(start = x0, fixed = true);
equation
  der(x) = -k*x;
end Slow;

model Fast
  parameter Real k = 1;
  parameter Real x0 = 1;
  Real x(start = x0, fixed = true);
equation
  der(x) = -2*k*x;
end Fast;

model Holder
  replaceable Slow b constrainedby Decay;
end Holder;

model Middle
  extends Holder(replaceable Slow b constrainedby Slow(k = 2, x0 = 3));
end Middle;

model Outer
  extends Middle(redeclare Fast b);
end Outer;

model oo_redeclare_inner_constraint
  Outer h;
end oo_redeclare_inner_constraint;
