// A final class cannot be redeclared (spec 7.2.6), even a replaceable one:
// the redeclaration of Law in the modification of p is an error.
model Decay
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Decay;

model Growth
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = k*x;
end Growth;

model Plant
  final replaceable model Law = Decay;
  Law law;
end Plant;

model oo_redeclare_final_class
  Plant p(redeclare model Law = Growth);
end oo_redeclare_final_class;
