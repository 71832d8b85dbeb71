// A named argument of a record constructor that names no field.
record Pos
  Real x;
  Real y;
end Pos;

model oo_record_constructor_field
  Pos p = Pos(x = time, z = 1);
end oo_record_constructor_field;
