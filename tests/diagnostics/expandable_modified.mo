// The elements an expandable connector declares are only potentially
// present (spec 9.1.3): a modifier of the bus cannot give them values; a
// parameter of the bus can be modified.
model ExpandableModified
  connector RealOutput = output Real;
  expandable connector Bus
    parameter Real gain = 1;
    Real speed;
  end Bus;
  RealOutput y = time;
  Bus bus(gain = 2, speed = 3);
equation
  connect(y, bus.speed);
end ExpandableModified;
