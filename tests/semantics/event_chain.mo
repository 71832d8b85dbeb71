// One event propagates through a chain of discrete equations and a second
// when-clause in the same instant: a -> b -> c -> n.
// run --stop-time=1
// expect event @w2 1 0.5 1e-9
// expect final n 1 0
// expect final c 1 0
model EventChain
  Real x(start = 0, fixed = true);
  Boolean a(start = false), b, c;
  Integer n(start = 0);
equation
  der(x) = 1;
  when x > 0.5 then
    a = true;
  end when;
  c = b;
  b = a;
  when c then  // @w2
    n = pre(n) + 1;
  end when;
end EventChain;
