// change() and edge() of parameters never fire: a parameter keeps its value,
// so pre(p) = p at every event (events come from sample(0, 0.25) here).
// run --stop-time=1
// expect events @wc 0
// expect events @we 0
// expect final c 0 0
// expect final e 0 0
// expect final s 5 0
model ParameterChange
  parameter Integer p = 3;
  parameter Boolean on = true;
  Real x(start = 0, fixed = true);
  Integer c(start = 0, fixed = true), e(start = 0, fixed = true), s(start = 0, fixed = true);
equation
  der(x) = 1;
  when sample(0, 0.25) then
    s = pre(s) + 1;
  end when;
  when change(p) then  // @wc
    c = pre(c) + 1;
  end when;
  when edge(on) then  // @we
    e = pre(e) + 1;
  end when;
end ParameterChange;
