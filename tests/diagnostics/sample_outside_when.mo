// sample() is true only at events: a continuous Real cannot be given it.
model SampleOutsideWhen
  Real x(start = 0, fixed = true);
  Real pulse;
equation
  der(x) = 1;
  pulse = if sample(0, 0.1) then 1 else 0;
end SampleOutsideWhen;
