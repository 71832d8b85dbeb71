// flow on a structured component applies to each of its variables (spec
// 4.4.2.2): a flow record in a connector and a flow connector nested in one.
// src sets the potentials, snk the flows; connected, each flow of src is
// minus that of snk: s.c.r.x = -time, s.c.n.i = -3 time.  An unconnected
// src's flows are zero (spec 9.2), which balances it only if r.x, r.y and
// n.i count as flows.
// run --stop-time=2
// expect final s.c.r.x -2 1e-9
// expect final s.c.r.y 0 1e-12
// expect final s.c.n.i -6 1e-9
// expect final k.c.v2 4 1e-9
// expect final lone.c.r.x 0 0
// expect final lone.c.n.i 0 0
model flow_structured
  record R
    Real x;
    Real y;
  end R;
  connector N
    Real i;
  end N;
  connector C
    flow R r;
    flow N n;
    Real v1;
    Real v2;
    Real v3;
  end C;
  model Src
    C c;
  equation
    c.v1 = time;
    c.v2 = 2 * time;
    c.v3 = 0;
  end Src;
  model Snk
    C c;
  equation
    c.r.x = time;
    c.r.y = 0;
    c.n.i = 3 * time;
  end Snk;
  Src s, lone;
  Snk k;
equation
  connect(s.c, k.c);
end flow_structured;
