// A valve whose position is an enumeration: comparing it with a number, or
// with a literal of another enumeration, computing with it, or binding or
// modifying it to a number or to a literal of an enumeration with other
// literals, is a type error.  A
// renamed type (Position2) and an enumeration with the same literals in the
// same order (Same) are the same type; Integer() gives the number.
model EnumerationMixedTypes
  type Position = enumeration(closed, half, open);
  type Position2 = Position;
  type Same = enumeration(closed, half, open);
  type Level = enumeration(low, high);
  parameter Position p = Position.half;
  parameter Position2 q = Same.open;
  parameter Level wrongLiteral = Position.open;
  parameter Position wrongNumber = 2;
  parameter Real a = if p == 2 then 1 else 0;
  parameter Real b = if Position.open > 1.5 then 1 else 0;
  parameter Real c = if p < Level.high then 1 else 0;
  parameter Real d = if Integer(p) == 2 and q > Position.half then 1 else 0;
  parameter Real e = Position.open - 1;
  parameter Real f = Integer(Position.open) - 1;
  model Valve
    parameter Position setting = Position.closed;
  end Valve;
  Valve v1(setting = 3), v2(setting = Level.low), v3(setting = Same.half);
  Real x(start = 1, fixed = true);
equation
  der(x) = -d * x;
end EnumerationMixedTypes;
