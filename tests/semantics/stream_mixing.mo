// Stream connectors (spec 15.2): three connectors meet in one connection
// set.  a pushes 2 kg/s at h = 10, b pushes 1 kg/s at h = 40, c (which
// fixes the pressure) takes the 3 kg/s.  inStream at c is the mixing
// (2 * 10 + 1 * 40) / 3 = 20; at a only b flows out of the set towards
// it (c's outflow weighs at most 1e-10): 40; at b it is 10.  An unconnected
// port's inStream is its own stream value: 11.  The stream variables are
// not made equal (each stays its component's value).
// In group, its own port meets s (pushes 1 at h = 30) and k (takes 3):
// 2 enter through the port from feed at h = 60.  The port's stream value
// is what leaves the group: 30; inStream at k mixes s and what enters
// through the port, (1 * 30 + 2 * 60) / 3 = 50; at s it is 60.
// run --stop-time=1
// expect final c.hin 20 1e-9
// expect final a.hin 40 1e-6
// expect final b.hin 10 1e-6
// expect final c.port.m 3 1e-12
// expect final a.port.h 10 1e-12
// expect final plug.hin 11 1e-12
// expect final plug.port.m 0 1e-12
// expect final group.port.m 2 1e-12
// expect final group.port.h 30 1e-6
// expect final group.k.hin 50 1e-9
// expect final group.s.hin 60 1e-6
// expect final feed.hin 30 1e-6
model StreamMixing
  connector Port
    Real p;
    flow Real m;
    stream Real h;
  end Port;
  model Source "pushes q into the set"
    Port port;
    parameter Real q = 1;
    parameter Real h = 0;
    Real hin;
  equation
    port.m = -q;
    port.h = h;
    hin = inStream(port.h);
  end Source;
  model Sink "fixes the pressure, takes what comes"
    Port port;
    parameter Real h = 5;
    Real hin;
  equation
    port.p = 1;
    port.h = h;
    hin = inStream(port.h);
  end Sink;
  model Group
    Port port;
    Source s(q = 1, h = 30), k(q = -3, h = 5);
  equation
    connect(port, s.port);
    connect(port, k.port);
  end Group;
  Source a(q = 2, h = 10), b(q = 1, h = 40);
  Sink c, plug(h = 11), feed(h = 60);
  Group group;
  Real x(start = 0, fixed = true);
equation
  connect(a.port, c.port);
  connect(b.port, c.port);
  connect(feed.port, group.port);
  der(x) = 1;
end StreamMixing;
