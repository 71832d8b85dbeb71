// Expandable connectors (spec 9.1.3): a producer puts signals on its bus
// by connect() (a Real through a declared sub-bus, an Integer, a Boolean,
// two elements of an array), a consumer reads them from its own bus, and
// the two buses meet through a third at the top; each bus holds the union
// of the signals.  The declared Bus.unused is connected nowhere and so is
// not there (else nothing would determine it).  The plant is still until
// on turns true at t = 0.5, then der(x) = w[1] - k*x + level with k = 3,
// level = 2 + t, w = {-1, 1}: x = 2/9 + t/3 + (1 - 2/9 - 1/6) e^(-3(t-0.5)).
// run --stop-time=1
// expect at 0.4 consumer.plant.x 1 1e-6
// expect final consumer.plant.x 0.6919129 2e-5
// expect final consumer.plant.u 3 1e-9
// expect final consumer.plant.k 3 0
// expect final bus.on 1 0
// expect final bus.sub.level 3 1e-9
// expect final load 3 1e-9
// expect final consumer.bus.w[2] 1 1e-12
// expect final consumer.plant.w[1] -1 1e-12
// expect event @on 1 0.5 1e-6
model ExpandableBus
  connector RealOutput = output Real;
  connector RealInput = input Real;
  connector IntegerOutput = output Integer;
  connector IntegerInput = input Integer;
  connector BooleanOutput = output Boolean;
  connector BooleanInput = input Boolean;
  expandable connector SubBus
    Real level;
    Real spare;
  end SubBus;
  expandable connector Bus
    Real unused;
    SubBus sub;
  end Bus;
  block Ramp
    parameter Real offset = 0;
    RealOutput y = offset + time;
  end Ramp;
  block Constant
    parameter Real k = 0;
    RealOutput y = k;
  end Constant;
  block IntegerConstant
    parameter Integer k = 0;
    IntegerOutput y = k;
  end IntegerConstant;
  block Step
    parameter Real at = 0;
    BooleanOutput y;
  equation
    when time >= at then // @on
      y = true;
    end when;
  end Step;
  block Plant
    RealInput u, w[2];
    IntegerInput k;
    BooleanInput on;
    Real x(start = 1, fixed = true);
  equation
    der(x) = if on then w[1] - k * x + u else 0;
  end Plant;
  model Producer
    Bus bus;
    Ramp level(offset = 2);
    IntegerConstant gain(k = 3);
    Step step(at = 0.5);
    Constant w1(k = -1), w2(k = 1);
  equation
    connect(level.y, bus.sub.level);
    connect(gain.y, bus.gain);
    connect(step.y, bus.on);
    connect(w1.y, bus.w[1]);
    connect(w2.y, bus.w[2]);
  end Producer;
  model Consumer
    Bus bus;
    Plant plant;
  equation
    connect(bus.sub.level, plant.u);
    connect(bus.gain, plant.k);
    connect(bus.on, plant.on);
    connect(bus.w, plant.w);
  end Consumer;
  Producer producer;
  Consumer consumer;
  Bus bus;
  Real load = bus.sub.level;
equation
  connect(producer.bus, bus);
  connect(bus, consumer.bus);
end ExpandableBus;
