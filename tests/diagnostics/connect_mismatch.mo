// connect() joins variables that are alike (spec 9.3): a parameter only to
// a parameter, a Real only to a Real, an input or output only to an input
// or output, a flow only to a flow, and two constants only when their
// values agree.  Each of these
// would otherwise be reported as an unbalanced class.
model ConnectMismatch
  connector Port
    Real p;
    flow Real q;
  end Port;
  connector ParameterPort
    parameter Real p = 1;
    flow Real q;
  end ParameterPort;
  connector CountPort
    Integer p;
    flow Real q;
  end CountPort;
  connector SignalPort
    input Real p;
    flow Real q;
  end SignalPort;
  connector TaggedPort
    Real p;
    flow Real q;
    constant Integer tag;
  end TaggedPort;
  connector SwappedPort
    flow Real p;
    Real q;
  end SwappedPort;
  model Parts
    Port a;
    ParameterPort b;
    CountPort c;
    SignalPort d;
    TaggedPort e(tag = 1), f(tag = 2);
    SwappedPort g;
  end Parts;
  Parts s;
equation
  connect(s.a, s.b);
  connect(s.a, s.c);
  connect(s.d, s.a);
  connect(s.e, s.f);
  connect(s.a, s.g);
end ConnectMismatch;
