// A signal of an expandable connector that every connect() reads (an
// input seen from inside) has no source in its augmentation set (spec
// 9.1.3): both drives read bus.setpoint, and neither bus is given it.
// bus.load has a source (the sensor) and is fine.
model ExpandableNoSource
  connector RealInput = input Real;
  connector RealOutput = output Real;
  expandable connector Bus
  end Bus;
  block Drive
    RealInput u;
    Real x(start = 0, fixed = true);
  equation
    der(x) = u - x;
  end Drive;
  block Sensor
    RealOutput y = 1;
  end Sensor;
  model Left
    Bus bus;
    Drive drive;
    Sensor sensor;
  equation
    connect(drive.u, bus.setpoint);
    connect(sensor.y, bus.load);
  end Left;
  model Right
    Bus bus;
    Drive drive, other;
  equation
    connect(bus.setpoint, drive.u);
    connect(bus.load, other.u);
  end Right;
  Left left;
  Right right;
equation
  connect(left.bus, right.bus);
end ExpandableNoSource;
