// 'redeclare final' fixes the new component: a modification from further out is an error.
model Decay
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Decay;
model Plant
  replaceable Decay d;
end Plant;
model Mid
  Plant p(redeclare final Decay d(k = 2));
end Mid;
model oo_redeclare_final
  Mid m(p(d(k = 3)));
end oo_redeclare_final;
