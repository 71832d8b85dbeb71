// A discrete Real changes only at events, in a when-clause; a binding
// equation would hold it outside one, so it is refused.
model DiscreteRealBinding
  discrete Real level = 0.5;
  Real x(start = 0, fixed = true);
equation
  der(x) = level;
end DiscreteRealBinding;
