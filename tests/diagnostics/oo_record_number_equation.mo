// A record equated to a number.
record Pos
  Real x;
  Real y;
end Pos;

model oo_record_number_equation
  Pos p;
equation
  p = time;
end oo_record_number_equation;
