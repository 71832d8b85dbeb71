// sample() is a when-condition, not a value.
model SampleOutsideWhen
  Real x(start = 0, fixed = true);
  Boolean tick;
equation
  der(x) = 1;
  tick = sample(0, 0.1);
end SampleOutsideWhen;
