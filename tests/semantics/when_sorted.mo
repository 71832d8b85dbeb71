// The equations of a when-clause are sorted by what they read (spec 8.6),
// not run in the order written: a reads the new b (11, 21, 31, not 1, 11,
// 21).  Across clauses too, through a discrete equation: c = k + a with
// k = 2*b reads this sample's a and b.  Each branch of an elsewhen is
// sorted on its own: p and q need each other in opposite orders.  Inside
// an if-equation of a when-clause s = u reads u's new value.
// run --stop-time=2.5
// expect at 0.1 a 11 0
// expect at 1.1 a 21 0
// expect final a 31 0
// expect final b 30 0
// expect at 0.1 c 31 0
// expect final c 91 0
// expect at 0.1 p 1 0
// expect at 0.1 q 2 0
// expect at 0.7 p 101 0
// expect at 0.7 q 100 0
// expect at 1.1 p 102 0
// expect at 1.1 q 103 0
// expect final p 103 0
// expect final q 104 0
// expect at 0.1 u 2 0
// expect at 0.1 s 3 0
// expect final u 4 0
// expect final s 4 0
model WhenSorted
  Real x(start = 0, fixed = true);
  discrete Real a(start = 0, fixed = true), b(start = 0, fixed = true), c(start = 0, fixed = true);
  discrete Real k;
  discrete Real p(start = 0, fixed = true), q(start = 0, fixed = true);
  discrete Real u(start = 0, fixed = true), s(start = 0, fixed = true);
equation
  der(x) = 1;
  when sample(0, 1) then
    c = k + a;
  end when;
  when sample(0, 1) then
    a = b + 1;
    b = pre(b) + 10;
  end when;
  k = 2*b;
  when x > 0.5 then
    p = q + 1;
    q = 100;
  elsewhen sample(0, 1) then
    q = p + 1;
    p = pre(p) + 1;
  end when;
  when sample(0, 1) then
    if x > 0.5 then
      u = pre(u) + 1;
      s = u;
    else
      u = 2;
      s = 3;
    end if;
  end when;
end WhenSorted;
