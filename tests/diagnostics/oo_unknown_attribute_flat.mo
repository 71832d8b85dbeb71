// Real has no attribute 'invalid', in a flat model too; a declared type
// is checked through to its base type.
type Length = Real(unit = "m");

model oo_unknown_attribute_flat
  Real x(invalid = 2, start = 1, fixed = true);
  Length y(start(x = 1) = 0);
equation
  der(x) = -x;
  y = x;
end oo_unknown_attribute_flat;
