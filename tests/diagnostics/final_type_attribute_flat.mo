// A type's final attribute cannot be modified by a component of it, also in
// a model with no parts (checked without instantiation); nor can an
// attribute be given twice.
model FinalTypeAttributeFlat
  type Length = Real(final unit = "m", min = 0);
  Length x(unit = "s") = 1;
  Length y(min = 1) = 2;
  Real z(start = 1, start = 2) = 3;
end FinalTypeAttributeFlat;
