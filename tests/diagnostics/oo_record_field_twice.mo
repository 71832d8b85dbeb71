// A field given by position and again by name.
record Pos
  Real x;
  Real y;
end Pos;

model oo_record_field_twice
  Pos p = Pos(1, x = 2);
end oo_record_field_twice;
