// An enumeration left open (spec 4.9.5) is read; a component of one is refused.
type Category = enumeration(:);

model open_enumeration_used
  Category c;
  Real x = 1;
end open_enumeration_used;
