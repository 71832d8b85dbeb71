// constrainedby belongs to a replaceable declaration only.
model Decay
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Decay;

model oo_constrainedby_not_replaceable
  Decay d constrainedby Decay;
end oo_constrainedby_not_replaceable;
