// What the components of specialized classes may be (spec 4.6): a record's
// are records and types, a connector's contain no equations, and a type
// has no components at all.  A record of a record, and a connector of a
// record and of a connector, are fine.
model ComponentKinds
  model Heater
    parameter Real power = 100;
    Real T(start = 20, fixed = true);
  equation
    der(T) = power / 1000;
  end Heater;
  record Position
    Real x, y;
  end Position;
  record Room
    Position corner;
    Heater heater;
  end Room;
  connector Flange
    Real s;
    flow Real f;
  end Flange;
  connector Port
    Flange flange;
    Position where;
    Heater source;
  end Port;
  type Temperature
    Real value;
  end Temperature;
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end ComponentKinds;
