// More positional arguments than the record has fields.
record Pos
  Real x;
  Real y;
end Pos;

model oo_record_constructor_count
  Pos p = Pos(1, 2, 3);
end oo_record_constructor_count;
