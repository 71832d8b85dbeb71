// connect() of two connectors connects the connectors nested in them, pair
// by pair (an array of them element by element, a conditional one that is
// off connects nothing), and a parameter of the connectors gives no
// equation: the ambient's temperatures reach the user (Q = 300 + 2*310),
// and the heat flows it sets come back to the ambient with their signs.
// run --stop-time=1
// expect final user.Q 920 1e-9
// expect final amb.port.a.Q -1 1e-9
// expect final amb.port.h[2].Q -3 1e-9
model connect_nested_connectors
  connector HeatPort
    Real T;
    flow Real Q;
  end HeatPort;
  connector ThermalPort
    parameter Boolean useExtra(start = true);
    HeatPort a;
    HeatPort h[2];
    HeatPort extra if useExtra;
  end ThermalPort;
  model Ambient
    parameter Boolean useExtra = true;
    ThermalPort port(final useExtra = useExtra);
  equation
    port.a.T = 300;
    port.h[1].T = 310;
    port.h[2].T = 310;
  end Ambient;
  model User
    parameter Boolean useExtra = true;
    ThermalPort port(final useExtra = useExtra);
    Real Q;
  equation
    port.a.Q = 1;
    port.h[1].Q = 2;
    port.h[2].Q = 3;
    Q = port.a.T + port.h[1].T + port.h[2].T;
  end User;
  Ambient amb(useExtra = false);
  User user(useExtra = false);
equation
  connect(amb.port, user.port);
end connect_nested_connectors;
