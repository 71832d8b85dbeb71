// A declaration without its closing semicolon.
model MissingSemicolon
  Real x(start = 1, fixed = true)
equation
  der(x) = -x;
end MissingSemicolon;
