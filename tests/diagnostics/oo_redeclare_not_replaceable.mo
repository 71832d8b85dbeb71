// Only a replaceable element can be redeclared (spec 7.3).
model Decay
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Decay;

model Plant
  Decay d;
end Plant;

model oo_redeclare_not_replaceable
  Plant p(redeclare Decay d(k = 2));
end oo_redeclare_not_replaceable;
