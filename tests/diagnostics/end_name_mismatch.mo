// The closing name must be the model's name.
model Ball
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end Bal;
