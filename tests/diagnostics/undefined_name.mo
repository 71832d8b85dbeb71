// 'g' is never declared.
model UndefinedName
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -g;
end UndefinedName;
