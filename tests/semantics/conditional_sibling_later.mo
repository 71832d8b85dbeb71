// Conditions that read a Boolean parameter of a sibling component declared
// after the conditional one: a record of data bound into a submodel's
// condition by a modifier, and a model read directly in a condition.
// Present: m.cage (0.5), direct (0.25), second (0.125); absent: m.none,
// first.  x' = -(m.k + r + s) x = -0.875 x, x(1) = exp(-0.875).
// run --stop-time=1
// expect final x 0.41686202 1e-5
// expect final m.k 0.5 1e-12
// expect final r 0.25 1e-12
// expect final s 0.125 1e-12
model ConditionalSiblingLater
  connector RealOutput = output Real;
  record Data
    parameter Boolean useCage = false;
    parameter Boolean extra = true;
  end Data;
  block Source
    parameter Real g = 1;
    RealOutput y = g;
  end Source;
  model Motor
    parameter Boolean useCage = false;
    Source cage(g = 0.5) if useCage;
    Source none(g = 100) if not useCage;
    RealOutput k;
  equation
    connect(cage.y, k);
    connect(none.y, k);
  end Motor;
  model Sensor
    parameter Boolean on = false;
  end Sensor;
  Motor m(useCage = data.useCage) "its condition reads data, declared below";
  Source direct(g = 0.25) if sensor.on;
  Source first(g = 100) if data.extra;
  Source second(g = 0.125) if not data.extra;
  RealOutput r;
  RealOutput s;
  Real x(start = 1, fixed = true);
  Sensor sensor(on = true);
  Data data(useCage = true, extra = false);
equation
  connect(direct.y, r);
  connect(first.y, s);
  connect(second.y, s);
  der(x) = -(m.k + r + s) * x;
end ConditionalSiblingLater;
