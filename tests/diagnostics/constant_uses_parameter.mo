// A constant is fixed at translation; a parameter may be changed before
// each run (--set), so a constant may not take its value from one.
model ConstantUsesParameter
  parameter Real gain = 2;
  constant Real doubled = 2 * gain;
  Real x(start = 1, fixed = true);
equation
  der(x) = -doubled * x;
end ConstantUsesParameter;
