// Connected parameters and constants of connectors (spec 9.3): no equation
// (the model would be over-determined) but an assertion that they agree.
// Here they do: the flows sum to zero, a.c.f = -3, and the run ends.
// run --stop-time=1
// expect final m.c1.f 3 1e-12
// expect final m.c2.f -3 1e-12
// expect final m.c2.e 1 1e-12
model connect_parameters
  connector C
    Real e;
    flow Real f;
    parameter Real p = 2;
    constant Integer n = 4;
  end C;
  model M
    C c1, c2(p = 2);
  equation
    c1.e = 1;
    c1.f = 3;
  end M;
  M m;
equation
  connect(m.c1, m.c2);
end connect_parameters;
