// 'v' is declared twice.
model DuplicateName
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
  parameter Real v = 2;
equation
  der(h) = v;
  der(v) = -9.81;
end DuplicateName;
