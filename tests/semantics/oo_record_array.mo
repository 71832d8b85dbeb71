// Arrays of records: ps[1] ... ps[3] are records; an element with a literal
// subscript is a record value (ps[2] = base[2]), and base's binding gives
// one record per element.  At t = 2: ps[1] = (2, 1), ps[2] = base[2] =
// (3, 4), ps[3] = (5, 5); r[i] = 2 ps[i].x in a for-equation: r[3] = 10.
// A for-equation over records, its range from a parameter: qs[i] =
// Pos(i t, -i) for i in 1:n, n = 2: qs[2] = (4, -2).
// run --stop-time=2
// expect final ps[1].x 2 1e-9
// expect final ps[2].y 4 1e-12
// expect final ps[3].x 5 1e-9
// expect final ps[3].y 5 1e-12
// expect final r[3] 10 1e-9
// expect final b1 2 1e-12
// expect final qs[2].x 4 1e-9
// expect final qs[2].y -2 1e-12
// expect final qs[1].y -1 1e-12
record Pos
  Real x;
  Real y;
end Pos;

model oo_record_array
  parameter Pos base[2] = {Pos(1, 2), Pos(3, 4)};
  Pos ps[3];
  Real r[3];
  Real b1 = base[1].y;
  parameter Integer n = 2;
  Pos qs[n];
equation
  ps[1] = Pos(time, 1);
  ps[2] = base[2];
  ps[3] = Pos(ps[1].x + ps[2].x, ps[1].y + ps[2].y);
  for i in 1:3 loop
    r[i] = 2*ps[i].x;
  end for;
  for i in 1:n loop
    qs[i] = Pos(i*time, -i);
  end for;
end oo_record_array;
