// connect() of components that are not connectors is reported as such,
// before the balance of their class: a Tank meant to get its inflow
// through the connection is unbalanced, but that is not the first error.
model ConnectNotConnector
  model Tank
    Real level(start = 1, fixed = true);
    Real inflow;
  equation
    der(level) = inflow;
  end Tank;
  connector Pipe
    Real p;
    flow Real q;
  end Pipe;
  model Valve
    Pipe a, b;
  equation
    a.q + b.q = 0;
    a.p - b.p = a.q;
  end Valve;
  Tank t1, t2;
  Valve v;
equation
  connect(t1, t2);
  connect(v.a, t1);
end ConnectNotConnector;
