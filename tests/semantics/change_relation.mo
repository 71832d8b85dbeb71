// edge() and change() of Booleans defined by relations: inside = 0.3 < x < 0.7
// with x = t is true on (0.3, 0.7); change(inside) fires at 0.3 and 0.7, edge(inside)
// only at 0.3, edge(not inside) is written as when not inside: it fires at 0.7.
// run --stop-time=1
// expect events @wc 2
// expect event @wc 1 0.3 1e-9
// expect event @wc 2 0.7 1e-9
// expect events @we 1
// expect event @we 1 0.3 1e-9
// expect events @wn 1
// expect event @wn 1 0.7 1e-9
// expect final c 2 0
// expect final e 1 0
model ChangeRelation
  Real x(start = 0, fixed = true);
  Boolean inside;
  Integer c(start = 0, fixed = true), e(start = 0, fixed = true), n(start = 0, fixed = true);
equation
  der(x) = 1;
  inside = x > 0.3 and x < 0.7;
  when change(inside) then  // @wc
    c = pre(c) + 1;
  end when;
  when edge(inside) then  // @we
    e = pre(e) + 1;
  end when;
  when not inside then  // @wn
    n = pre(n) + 1;
  end when;
end ChangeRelation;
