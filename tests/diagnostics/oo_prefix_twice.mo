// A prefix of a declaration is written at most once (spec 4.4.2).
model oo_prefix_twice
  final final parameter Real k = 1;
  Real x = k*time;
end oo_prefix_twice;
