// A character that is not Modelica.
model BadCharacter
  Real x(start = 1, fixed = true);
equation
  der(x) = -x $ 2;
end BadCharacter;
