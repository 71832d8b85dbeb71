// Records of records.  s = Seg(a = Pos(2, 2)) takes b from the declaration
// Pos b(x = 5, y = 6) and w = 1: len(s) = |(5, 6) - (2, 2)| = 5 through a
// function whose input is the nested record.  t = Line(a = s.b, b =
// Pos(time, 6)) is one equation per leaf: t.a = (5, 6), t.b = (t, 6), so
// d = t.b.x - t.a.x = t - 5: -4 at t = 1.  u = t: u.b.x = 1.
// run --stop-time=1
// expect final l 5 1e-12
// expect final sw 1 1e-12
// expect final d -4 1e-9
// expect final t.a.y 6 1e-12
// expect final u.b.x 1 1e-9
// expect final u.a.x 5 1e-12
record Pos
  Real x;
  Real y;
end Pos;

record Seg
  Pos a;
  Pos b(x = 5, y = 6);
  Real w = 1;
end Seg;

record Line
  Pos a;
  Pos b;
end Line;

function len
  input Seg s;
  output Real l;
algorithm
  l := sqrt((s.b.x - s.a.x)^2 + (s.b.y - s.a.y)^2);
end len;

model oo_record_nested
  parameter Seg s = Seg(a = Pos(2, 2));
  Real l = len(s);
  Real sw = s.w;
  Line t, u;
  Real d = t.b.x - t.a.x;
equation
  t = Line(a = s.b, b = Pos(time, 6));
  u = t;
end oo_record_nested;
