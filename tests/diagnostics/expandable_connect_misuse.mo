// connect() with expandable connectors (spec 9.1.3): an expandable
// connector connects only to another expandable connector, and of two
// elements of buses connected to each other one must be declared.
model ExpandableConnectMisuse
  connector Flange
    Real phi;
    flow Real tau;
  end Flange;
  expandable connector Bus
    Real declared;
  end Bus;
  model Shaft
    Flange a;
    Bus bus;
  equation
    a.phi = time;
  end Shaft;
  Shaft shaft;
  Bus bus1, bus2;
equation
  connect(shaft.a, shaft.bus);
  connect(bus1.speed, bus2.speed);
  connect(bus1.declared, bus2.declared);
end ExpandableConnectMisuse;
