within LazyLib.Deep.Deeper.Deepest;
model Leaf "x' = -rate x from x(0) = offset + 1, four packages down"
  import LazyLib.Consts;
  Real x(start = offset + 1, fixed = true);
equation
  der(x) = -Consts.rate*x;
end Leaf;
