// The literals of an enumeration cannot be named like its attributes
// (Phase.start would be ambiguous with the attribute start).
model EnumerationAttributeLiteral
  type Phase = enumeration(solid, start, liquid, max);
  parameter Phase p = Phase.solid;
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end EnumerationAttributeLiteral;
