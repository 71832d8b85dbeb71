// Connected parameters that differ (spec 9.3): the assertion that they
// agree fails when the run starts.
// run --stop-time=1
// expect exit 1
// expect stderr assertion failed: connected 'm.c1.p' and 'm.c2.p' differ
model connect_parameters_differ
  connector C
    Real e;
    flow Real f;
    parameter Real p = 2;
  end C;
  model M
    C c1, c2(p = 5);
  equation
    c1.e = 1;
    c1.f = 3;
  end M;
  M m;
equation
  connect(m.c1, m.c2);
end connect_parameters_differ;
