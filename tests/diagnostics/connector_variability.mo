// time exists in models and blocks only: a record or a connector cannot
// read it in a binding; and a connector component is never constant or
// parameter (its variables are connected and solved for).
record Stamp
  Real at = time;
end Stamp;
connector Port
  Real e = 2 * time;
  flow Real f;
end Port;
model ConnectorVariability
  constant Port fixedPort;
  parameter Port tunedPort;
  Port port;
  Stamp stamp;
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
  port.f = 0;
end ConnectorVariability;
