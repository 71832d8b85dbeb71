// Record constructors (spec 12.6): named, positional, out of order, and
// defaults from the record's declaration, also one that reads another field
// (y = 2 x).  a = Pos(x = 1.5): a.y = 3; b = Pos(2, 5); c = Pos(y = 1, x =
// a.y): c.x = 3.  Variables: p = Pos(time, b.y time), d = Pos(x = 2 time)
// with d.y = 2 d.x = 4 time.  s' = p.y + d.y = 9 time, s(0) = 0: s(2) = 18.
// run --stop-time=2
// expect final ay 3 1e-12
// expect final bx 2 1e-12
// expect final by 5 1e-12
// expect final cx 3 1e-12
// expect final cy 1 1e-12
// expect final p.x 2 1e-9
// expect final p.y 10 1e-9
// expect final d.y 8 1e-9
// expect final s 18 1e-5
record Pos
  Real x;
  Real y = 2*x;
end Pos;

model oo_record_constructor
  parameter Pos a = Pos(x = 1.5);
  parameter Pos b = Pos(2, 5);
  parameter Pos c = Pos(y = 1, x = a.y);
  Pos p = Pos(x = time, y = b.y*time);
  Pos d = Pos(x = 2*time);
  Real ay = a.y, bx = b.x, by = b.y, cx = c.x, cy = c.y;
  Real s(start = 0, fixed = true);
equation
  der(s) = p.y + d.y;
end oo_record_constructor;
