// A record declared flow in a connector has flow fields (spec 4.4.2.2):
// they sum to zero in a connection set and are zero when unconnected.  Two
// springs hold a point between anchors g1 = (1, 0), g2 = (0, -1):
// 2 (p - g1) + 1.5 (p - g2) = 0, p = (4/7, -3/7).  A binding written in a
// connector class (Real e = 3) is an equation of every component of it,
// also in the local balance of the model holding one (spec 4.7).
// run --stop-time=1
// expect final s1.b.e.x 0.571428571 1e-8
// expect final s1.b.f.x -0.857142857 1e-8
// expect final s2.b.f.y 0.857142857 1e-8
// expect final g1.a.f.x -0.857142857 1e-8
// expect final free.f.y 0 1e-12
// expect final h.z 6 1e-12
// expect final h.t.f 0 1e-12
model ConnectorRecordFlow
  record Pair
    Real x;
    Real y;
  end Pair;
  connector P
    Pair e;
    flow Pair f;
  end P;
  model Spring
    P a, b;
    parameter Real k = 1;
  equation
    a.f.x + b.f.x = 0;
    a.f.y + b.f.y = 0;
    a.f.x = k * (a.e.x - b.e.x);
    a.f.y = k * (a.e.y - b.e.y);
  end Spring;
  model Anchor
    P a;
    parameter Real x = 0, y = 0;
  equation
    a.e.x = x;
    a.e.y = y;
  end Anchor;
  connector Tagged
    Real e = 3;
    flow Real f;
  end Tagged;
  model Holder
    Tagged t;
    Real z;
  equation
    z = 2 * t.e;
  end Holder;
  Anchor g1(x = 1), g2(y = -1);
  Spring s1(k = 2), s2(k = 1.5);
  P free;
  Holder h;
equation
  connect(g1.a, s1.a);
  connect(g2.a, s2.a);
  connect(s1.b, s2.b);
  free.e.x = time;
  free.e.y = 0;
end ConnectorRecordFlow;
