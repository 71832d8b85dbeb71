// k is declared final in the base class: the extends clause cannot modify it.
model Gain
  final parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k*x;
end Gain;
model oo_final_through_extends
  extends Gain(k = 2);
end oo_final_through_extends;
