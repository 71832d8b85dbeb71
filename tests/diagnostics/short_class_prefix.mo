// A short class definition takes the prefix input or output only (spec
// 4.5.1: base_prefix); variability and flow belong to the components.
type Voltage = parameter Real(unit = "V");
connector Current = flow Real;
connector RealInput = input Real;

model ShortClassPrefix
  RealInput u = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -u*x;
end ShortClassPrefix;
