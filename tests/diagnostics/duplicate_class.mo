// Two classes of one name in one file, and two local types of one name.
type Length = Real(unit = "m");
model Twice
  type Speed = Real(unit = "m/s");
  type Speed = Real(unit = "km/h");
  Length x(start = 1, fixed = true);
equation
  der(x) = 1;
end Twice;
type Length = Real(unit = "mm");
