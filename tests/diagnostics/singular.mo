// Equal counts, but y appears in no equation while both equations determine x.
model Singular
  Real x;
  Real y;
equation
  x = 2;
  2 * x = 4;
end Singular;
