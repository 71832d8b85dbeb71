// A redeclaration without 'replaceable' ends the replaceability of the
// element (spec 7.3.3): Tuned redeclares d of Plant as Decay, and the
// further redeclaration in oo_redeclare_twice_not_replaceable is an error.
model Decay
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Decay;

model FastDecay
  extends Decay(k = 10);
end FastDecay;

model Plant
  replaceable Decay d;
end Plant;

model Tuned
  extends Plant(redeclare Decay d(k = 2));
end Tuned;

model oo_redeclare_twice_not_replaceable
  extends Tuned(redeclare FastDecay d);
end oo_redeclare_twice_not_replaceable;
