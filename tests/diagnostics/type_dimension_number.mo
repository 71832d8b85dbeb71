// A dimension named by Boolean (or a short type of it) or by an enumeration
// takes that type's values as subscripts (spec 10.1): a number written there
// is refused, also on the side an equation defines; the values themselves
// are accepted.
model TypeDimensionNumber
  type Flag = Boolean;
  type E = enumeration(one, two, three);
  Real a[Flag];
  Real t[E, 2] = {{1, 2}, {3, 4}, {5, 6}};
  Real x = t[2, 1];
  Real y = t[E.two, 1];
equation
  a[1] = 0;
  a[true] = 1;
end TypeDimensionNumber;
