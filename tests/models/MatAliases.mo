// Aliases and negated aliases of a state in a MAT file: a, c and d share
// x's row of data_2, b and f its negation; e and v are columns of their own.
model MatAliases
  Real x(start = 1, fixed = true) "Decaying, driven";
  Real a "Alias of x";
  Real b "Negated alias of x";
  Real c "Alias through a negated alias";
  Real d "Alias of an alias";
  Real e "Twice x";
  Real f "Negated alias of x through d";
  Real v "x squared";
equation
  der(x) = -x + sin(3 * time);
  a = x;
  b = -x;
  c = -b;
  d = a;
  e = 2 * x;
  f = -d;
  v = x * x;
  annotation(experiment(StopTime = 2, Interval = 0.01));
end MatAliases;
