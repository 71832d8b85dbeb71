within IndexLib;
package Electrical "Pins, a ground, a source, resistors and capacitors"
  connector Pin
    Real v;
    flow Real i;
  end Pin;

  partial model TwoPin
    Pin p, n;
    Real v, i;
  equation
    v = p.v - n.v;
    0 = p.i + n.i;
    i = p.i;
  end TwoPin;

  model Ground
    Pin p;
  equation
    p.v = 0;
  end Ground;

  model Resistor
    extends TwoPin;
    parameter Real R = 1;
  equation
    v = R * i;
  end Resistor;

  model Capacitor
    extends TwoPin;
    parameter Real C = 1;
  equation
    i = C * der(v);
  end Capacitor;

  model ConstantVoltage
    extends TwoPin;
    parameter Real V = 1;
  equation
    v = V;
  end ConstantVoltage;
end Electrical;
