// Stream variables through a hierarchy (spec 15.2): a composite of two
// pipes whose ports are the composite's own (outside) connectors, which
// get one equation each for their stream variable, so the composite
// balances.  The source's flow 2 - 4 t reverses at t = 0.5; its enthalpy is
// 50 + 10 t, the sink's 7.  inStream at the sink is the source's enthalpy
// and inStream at the source the sink's, through both levels.
// actualStream (spec 15.3) of the first pipe's inlet is the source's
// enthalpy while the flow enters it (t < 0.5), the sink's after.
// run --stop-time=1
// expect at 0.25 sink.hin 52.5 1e-6
// expect at 0.25 source.hin 7 1e-9
// expect at 0.25 h_inlet 52.5 1e-6
// expect at 0.75 h_inlet 7 1e-6
// expect final source.hin 7 1e-9
// expect final sink.hin 60 1e-6
// expect final sink.port.m -2 1e-9
model StreamHierarchy
  connector Port
    Real p;
    flow Real m;
    stream Real h;
  end Port;
  model Pipe
    Port a, b;
    parameter Real k = 1;
  equation
    a.m + b.m = 0;
    a.p - b.p = k * a.m;
    a.h = inStream(b.h);
    b.h = inStream(a.h);
  end Pipe;
  model TwoPipes
    Port a, b;
    Pipe p1, p2(k = 2);
  equation
    connect(a, p1.a);
    connect(p1.b, p2.a);
    connect(p2.b, b);
  end TwoPipes;
  model Source
    Port port;
    Real hin;
  equation
    port.m = -(2 - 4 * time);
    port.h = 50 + 10 * time;
    hin = inStream(port.h);
  end Source;
  model Sink
    Port port;
    Real hin;
  equation
    port.p = 0;
    port.h = 7;
    hin = inStream(port.h);
  end Sink;
  Source source;
  TwoPipes two;
  Sink sink;
  Real h_inlet = actualStream(two.p1.a.h);
equation
  connect(source.port, two.a);
  connect(two.b, sink.port);
end StreamHierarchy;
