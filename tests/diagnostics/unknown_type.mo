// 'Length' is not declared.
model UnknownType
  Length x(start = 1, fixed = true);
equation
  der(x) = -x;
end UnknownType;
