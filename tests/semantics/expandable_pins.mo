// Expandable connectors (spec 9.1.3) carrying connectors with flows: the
// supply puts two pins on its bus, the load takes them from its own bus,
// and the buses are connected at the top.  The flows of the added pins
// sum as those of any connection set, seen from inside and from outside:
// one current i = V/(R1 + R2) through both resistors, V = 10 + 10 t,
// R1 = 2, R2 = 3; q integrates i.  An element declared in the bus (Pin spare) that no
// connect() names is not there.  The supply also puts the pin aux of a
// resistor r3 to ground on its bus, which the load's bus gains but nothing
// in the load connects: that flow is zero seen from inside the load, so no
// current passes r3.
// run --stop-time=1
// expect final load.r2.p.i 4 1e-9
// expect final supply.r1.n.i -4 1e-9
// expect final load.r2.p.v 12 1e-9
// expect final load.bus.plus.i 4 1e-9
// expect final supply.bus.plus.i -4 1e-9
// expect at 0.5 load.r2.n.i -3 1e-9
// expect final q 3 1e-6
// expect final supply.r3.p.i 0 1e-12
// expect final load.bus.aux.i 0 1e-12
// expect final load.bus.aux.v 0 1e-12
model ExpandablePins
  connector Pin
    Real v;
    flow Real i;
  end Pin;
  expandable connector PowerBus
    Pin spare;
  end PowerBus;
  model Resistor
    Pin p, n;
    parameter Real R = 1;
  equation
    p.i + n.i = 0;
    p.v - n.v = R * p.i;
  end Resistor;
  model Ground
    Pin p;
  equation
    p.v = 0;
  end Ground;
  model Source
    Pin p, n;
  equation
    p.v - n.v = 10 + 10 * time;
    p.i + n.i = 0;
  end Source;
  model Supply
    PowerBus bus;
    Source source;
    Ground ground;
    Resistor r1(R = 2), r3(R = 5);
  equation
    connect(r3.n, ground.p);
    connect(r3.p, bus.aux);
    connect(source.n, ground.p);
    connect(source.p, r1.p);
    connect(r1.n, bus.plus);
    connect(ground.p, bus.minus);
  end Supply;
  model Load
    PowerBus bus;
    Resistor r2(R = 3);
  equation
    connect(bus.plus, r2.p);
    connect(r2.n, bus.minus);
  end Load;
  Supply supply;
  Load load;
  Real q(start = 0, fixed = true);
equation
  connect(supply.bus, load.bus);
  der(q) = load.r2.p.i;
end ExpandablePins;
