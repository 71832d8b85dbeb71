// A binding of the wrong size, and a start value of the wrong size.
model BindingSize
  parameter Real e[3] = {0.9, 0.8};
  Real h[2](start = {1, 2, 3}, each fixed = true);
equation
  der(h) = {1, 1};
end BindingSize;
