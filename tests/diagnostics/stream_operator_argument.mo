// inStream and actualStream take a stream variable of a connector
// (spec 15.2, 15.3): not a potential, not a whole connector.
model StreamOperatorArgument
  connector Port
    Real p;
    flow Real m;
    stream Real h;
  end Port;
  Port port(p = 1, h = 2);
  Real x = inStream(port.p);
  Real y = actualStream(port);
end StreamOperatorArgument;
