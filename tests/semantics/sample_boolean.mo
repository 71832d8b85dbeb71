// b = sample(0.1, 0.25) outside a when-condition: a Boolean that is true at
// the instants 0.1, 0.35, 0.6, 0.85 and false between them; when b fires at
// each, n = 4 at t = 1, and c = b or pre(c) latches the first one (true
// from 0.1 on).  b itself is false in the rows between the instants.
// run --stop-time=1 --interval=0.05
// expect events @wb 4
// expect event @wb 2 0.35 1e-12
// expect event @wb 4 0.85 1e-12
// expect at 0.5 n 2 0
// expect final n 4 0
// expect at 0.5 b 0 0
// expect at 0.05 c 0 0
// expect final c 1 0
model SampleBoolean
  Real x(start = 0, fixed = true);
  Boolean b, c(start = false, fixed = true);
  Integer n(start = 0, fixed = true);
equation
  der(x) = 1;
  b = sample(0.1, 0.25);
  c = b or pre(c);
  when b then  // @wb
    n = pre(n) + 1;
  end when;
end SampleBoolean;
