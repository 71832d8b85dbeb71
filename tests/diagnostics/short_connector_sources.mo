// Connectors of one signal follow the rules of connect() (spec 9.3): two
// outputs are two sources of one signal, and a plain variable is no
// connector.
connector RealInput = input Real;
connector RealOutput = output Real;

block Ramp
  RealOutput y;
equation
  y = time;
end Ramp;

block Meter
  RealInput u;
  Real shown;
equation
  shown = u;
end Meter;

model ShortConnectorSources
  Ramp a;
  Ramp b;
  Meter m;
  Real level = 1;
equation
  connect(a.y, b.y);
  connect(a.y, m.u);
  connect(level, m.u);
end ShortConnectorSources;
