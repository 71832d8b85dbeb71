// k is made final by the extends clause; a later modification is an error.
model Gain
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Gain;

model FixedGain
  extends Gain(final k = 2);
end FixedGain;

model oo_final_modified
  FixedGain g(k = 3);
end oo_final_modified;
