// Connectors with array variables, flows among them: a connection set of
// array flows sums to zeros(2), an unconnected array flow is zeros(2).
// Two springs hold a point p between anchors g1 = {1, 0}, g2 = {0, -1}:
// 2 (p - g1) + 1.5 (p - g2) = 0, p = {4/7, -3/7}.
// run --stop-time=1
// expect final s1.b.r[1] 0.571428571 1e-8
// expect final s1.b.f[1] -0.857142857 1e-8
// expect final s2.b.f[2] 0.857142857 1e-8
// expect final g1.a.f[1] -0.857142857 1e-8
// expect final free.f[2] 0 1e-12
model ConnectorArrayFlow
  connector Pin2
    Real r[2];
    flow Real f[2];
  end Pin2;
  model Spring
    Pin2 a, b;
    parameter Real k = 1;
  equation
    a.f + b.f = zeros(2);
    a.f = k * (a.r - b.r);
  end Spring;
  model Anchor
    Pin2 a;
    parameter Real r[2] = {0, 0};
  equation
    a.r = r;
  end Anchor;
  Anchor g1(r = {1, 0}), g2(r = {0, -1});
  Spring s1(k = 2), s2(k = 1.5);
  Pin2 free;
  Real x(start = 0, fixed = true);
equation
  connect(g1.a, s1.a);
  connect(g2.a, s2.a);
  connect(s1.b, s2.b);
  free.r = {time, 0};
  der(x) = 1;
end ConnectorArrayFlow;
