// A comprehension that modifies an array of components has one value per
// component: 1:2 has two values for three balls.
model Ball
  parameter Real e = 0.8;
  Real h(start = 1, fixed = true);
equation
  der(h) = -e;
end Ball;

model oo_array_modifier_short
  Ball b[3](e = {0.1*i for i in 1:2});
end oo_array_modifier_short;
