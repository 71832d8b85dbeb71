// connector In = input Pair makes every element of Pair an input, which
// it cannot be when Pair has directed elements already (spec 4.4.2.2); a
// class extending an array class or a prefixed one holds nothing else
// (spec 4.5.2).
connector Pair
  Real e;
  output Real s;
end Pair;
connector In = input Pair;
model Mass
  Real m = 1;
end Mass;
model Masses = Mass[3];
model Loaded
  extends Masses;
  Real load = 2;
end Loaded;

model ShortClassPrefixedElements
  Loaded l;
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end ShortClassPrefixedElements;
