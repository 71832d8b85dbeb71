// A redeclare element must replace an inherited element of its name.
model Decay
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Decay;

model Plant
  replaceable Decay d;
end Plant;

model oo_redeclare_not_inherited
  extends Plant;
  redeclare Decay e(k = 2);
end oo_redeclare_not_inherited;
