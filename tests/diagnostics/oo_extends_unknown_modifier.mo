// The extends clause modifies an element the base class does not have.
model Gain
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Gain;
model oo_extends_unknown_modifier
  extends Gain(kk = 2);
end oo_extends_unknown_modifier;
