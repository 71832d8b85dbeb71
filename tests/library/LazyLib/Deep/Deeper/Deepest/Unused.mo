within LazyLib.Deep.Deeper.Deepest;
model Unused "a syntax error beside Leaf"
  Real x
end Unused;
