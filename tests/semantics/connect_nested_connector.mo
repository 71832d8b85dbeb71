// connect(a, b) of connectors that declare connectors connects those too
// (spec 9.1): s.c.n with k.c.n, so s.c.n.i + k.c.n.i = 0 and the
// potentials agree: k.c.n.v = time.
// run --stop-time=2
// expect final s.c.n.i -6 1e-9
// expect final k.c.n.v 2 1e-9
// expect final k.c.w 5 1e-12
// expect final s.c.j -1 1e-12
model connect_nested_connector
  connector N
    Real v;
    flow Real i;
  end N;
  connector C
    N n;
    Real w;
    flow Real j;
  end C;
  model Src
    C c;
  equation
    c.n.v = time;
    c.w = 5;
  end Src;
  model Snk
    C c;
  equation
    c.n.i = 3 * time;
    c.j = 1;
  end Snk;
  Src s;
  Snk k;
equation
  connect(s.c, k.c);
end connect_nested_connector;
