// A protected class can be redeclared only through an extends clause
// (spec 4.1): the redeclaration in the modification of p is an error.
model Decay
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Decay;

model Plant
protected
  replaceable model Law = Decay;
  Law law;
end Plant;

model oo_redeclare_protected_class
  Plant p(redeclare model Law = Decay(k = 2));
end oo_redeclare_protected_class;
