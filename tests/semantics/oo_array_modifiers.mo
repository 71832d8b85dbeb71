// An array of components modified per element by the name of an array
// parameter (a[i].e = rates[i]) and by comprehensions over ranges ({10*i
// for i in 1:n}, {0.5*k for k in 2:2:6}).  Each ball falls at its rate e
// from h0: h(1) = h0 - e.  a: e = 1, 2, 3, 4 from h0 = 1, so a[1].h = 0 and
// a[4].h = -3; b: h0 = 10 i, e = 1, so b[2].h = 19 and b[4].h = 39;
// c: e = 1, 2, 3 from h0 = 1, so c[3].h = -2.
// run --stop-time=1
// expect final a[1].h 0 1e-9
// expect final a[4].h -3 1e-9
// expect final b[2].h 19 1e-9
// expect final b[4].h 39 1e-9
// expect final c[1].h 0 1e-9
// expect final c[3].h -2 1e-9
model Ball
  parameter Real e = 0.8;
  parameter Real h0 = 1;
  Real h(start = h0, fixed = true);
equation
  der(h) = -e;
end Ball;

model oo_array_modifiers
  parameter Integer n = 4;
  parameter Real rates[n] = {1, 2, 3, 4};
  Ball a[n](e = rates);
  Ball b[n](h0 = {10*i for i in 1:n}, each e = 1);
  Ball c[3](e = {0.5*k for k in 2:2:6});
end oo_array_modifiers;
