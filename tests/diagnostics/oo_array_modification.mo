// A modification of an array of components needs 'each' or one value per component.
model Ball
  parameter Real e = 0.8;
  Real h(start = 1, fixed = true);
equation
  der(h) = -e;
end Ball;

model oo_array_modification
  Ball b[3](e = 0.5);
end oo_array_modification;
