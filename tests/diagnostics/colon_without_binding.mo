// 'x[:]' takes its size from a binding, and it has none.
model ColonWithoutBinding
  Real x[:];
equation
  x = {1, 2};
end ColonWithoutBinding;
