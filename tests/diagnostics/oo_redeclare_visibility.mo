// A redeclaration keeps the visibility of the element it replaces (spec
// 7.3.3): Plant's public replaceable d redeclared in a protected section,
// and its protected replaceable class Law redeclared in a public one.
model Decay
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Decay;

model Plant
  replaceable Decay d;
protected
  replaceable model Law = Decay;
  Law law;
end Plant;

model oo_redeclare_visibility
  extends Plant;
  redeclare model Law = Decay(k = 3);
protected
  redeclare Decay d(k = 2);
end oo_redeclare_visibility;
