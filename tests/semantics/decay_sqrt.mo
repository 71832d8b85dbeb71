// der(x) = -sqrt(x) empties at t = 2 sqrt(x0) = 2; past that x would go
// negative and sqrt has no value: the run must stop with a clear message.
// run --stop-time=3
// expect exit 1
// expect stderr der(x) = -sqrt(x)
model DecaySqrt
  Real x(start = 1, fixed = true);
equation
  der(x) = -sqrt(x);
end DecaySqrt;
