// An expression may read only the elements of an expandable connector
// that some connect() makes present (spec 9.1.3): the controller reads
// bus.speed, declared in the bus but connected by no one, and bus.torque,
// which no connect() adds.  bus.position is put on the bus, so reading it
// is fine.
model ExpandableAbsentRead
  connector RealOutput = output Real;
  expandable connector Bus
    Real speed;
  end Bus;
  block Sensor
    RealOutput y = time;
  end Sensor;
  model Controller
    Bus bus;
    Sensor sensor;
    Real error = bus.position - bus.speed;
    Real effort;
  equation
    connect(sensor.y, bus.position);
    effort = 2 * bus.torque;
  end Controller;
  Controller controller;
end ExpandableAbsentRead;
