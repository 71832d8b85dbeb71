block Interface "an integrator and a bus, whose connectors are the block's inputs and outputs"
  RealIn u(start = 0) "integrated into y";
  RealOut y;
  Bus bus "b = g.p*a + g.q*y";
  Integrator integ;
protected
  Bus spare "not part of the interface";
equation
  connect(u, integ.u);
  connect(integ.y, y);
  bus.b = bus.g.p*bus.a + bus.g.q*y;
  spare.a = 1;
  spare.g.p = 2;
  spare.g.q = 3;
  spare.b = 0;
end Interface;

connector RealIn = input Real;
connector RealOut = output Real;

record Gains
  Real p;
  Real q;
end Gains;

connector Bus "a signal bus: inputs, a record of inputs and an output"
  input Real a;
  input Gains g;
  output Real b;
end Bus;

block Integrator
  RealIn u;
  RealOut y;
  Real x(start = 0, fixed = true);
equation
  der(x) = u;
  y = x;
end Integrator;
