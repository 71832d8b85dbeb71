// Expandable connectors in arrays (spec 9.1.3): each unit of an array has
// a bus, which a for-equation connects to the element units[i] of an
// array of sub-buses the engine bus gains; a controller puts each unit's
// rate on engine.units[i].rate.  Unit i integrates its rate i + 1 from 0.
// Of an array of buses, tap[2] gets a signal and tap[1] nothing: its
// declared element stays absent.  engine.extra[3] alone makes extra an
// array of 3 whose elements 1 and 2 are 0.
// run --stop-time=2
// expect final unit[1].x 4 1e-6
// expect final unit[3].x 8 1e-6
// expect final engine.units[2].rate 3 1e-12
// expect final tap[2].rate 4 1e-12
// expect final unit[2].bus.rate 3 1e-12
// expect final extra 2 1e-12
// expect final engine.extra[2] 0 0
model ExpandableBusArray
  connector RealOutput = output Real;
  connector RealInput = input Real;
  expandable connector UnitBus
    Real rate;
  end UnitBus;
  expandable connector EngineBus
  end EngineBus;
  model Unit
    UnitBus bus;
    RealInput rate;
    Real x(start = 0, fixed = true);
  equation
    connect(bus.rate, rate);
    der(x) = rate;
  end Unit;
  block Constant
    parameter Real k = 0;
    RealOutput y = k;
  end Constant;
  parameter Integer n = 3;
  Unit unit[n];
  Constant c[n](k = {2, 3, 4});
  EngineBus engine;
  UnitBus tap[2];
  Real extra = engine.extra[1] + engine.extra[3];
equation
  for i in 1:n loop
    connect(unit[i].bus, engine.units[i]);
    connect(c[i].y, engine.units[i].rate);
  end for;
  connect(c[3].y, tap[2].rate);
  connect(c[1].y, engine.extra[3]);
end ExpandableBusArray;
