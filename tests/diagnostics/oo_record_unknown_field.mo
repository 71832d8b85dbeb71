// A field that the record does not have: located, naming the record.
record Pos
  Real x;
  Real y;
end Pos;

model oo_record_unknown_field
  Pos p(x = time, y = 1);
  Real a = p.z + 1;
end oo_record_unknown_field;
