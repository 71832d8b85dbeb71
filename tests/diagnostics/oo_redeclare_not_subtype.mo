// The new type lacks the constraint's public parameter k (spec 7.3.2).
model Decay
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Decay;

model Constant
  Real x = 1;
end Constant;

model Plant
  replaceable Decay d;
end Plant;

model oo_redeclare_not_subtype
  Plant p(redeclare Constant d);
end oo_redeclare_not_subtype;
