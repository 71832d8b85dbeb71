// A parameter computed at initialization (fixed = false) cannot fix a size.
model ParameterNotFixedSize
  parameter Integer n(fixed = false) = 3;
  Real x[n](each start = 0, each fixed = true);
equation
  der(x) = ones(n);
end ParameterNotFixedSize;
