// '(:)' belongs to enumeration(:) only.
type Category = enumeration(:);

model open_enumeration_misplaced
  Real x(:) = 1;
end open_enumeration_misplaced;
