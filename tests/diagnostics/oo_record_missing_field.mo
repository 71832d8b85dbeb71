// A constructor that leaves out a field without a default.
record Pos
  Real x = 0;
  Real y;
end Pos;

model oo_record_missing_field
  Pos p;
equation
  p = Pos(x = time);
end oo_record_missing_field;
