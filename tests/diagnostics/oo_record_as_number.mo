// A record where a number is expected.
record Pos
  Real x;
  Real y;
end Pos;

model oo_record_as_number
  Pos p(x = time, y = 1);
  Real a = p + 1;
end oo_record_as_number;
