// A replaceable Real redeclared as an Integer is not a subtype of its constraint.
model Decay
  parameter Real k = 1;
  replaceable Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Decay;
model oo_redeclare_builtin
  Decay d(redeclare Integer x);
end oo_redeclare_builtin;
