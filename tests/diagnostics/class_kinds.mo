// What each kind of class may extend and contain: a block extends no
// connector, a model no package, a record no model; a record and a connector
// hold no equations, algorithms or protected elements, a record's fields no
// direction or flow; every variable in a block's public connector has a
// direction; Real and String name built-in types, not elements.
model ClassKinds
  connector Pin
    Real v;
    flow Real i;
  end Pin;
  connector Signal
    input Real u;
  end Signal;
  package Constants
    constant Real g = 9.81;
  end Constants;
  record Point
    Real x;
    input Real y;
    flow Real z;
  equation
    x = 1;
  end Point;
  connector Port
    Real p;
  protected
    Real hidden;
  algorithm
    p := 2;
  end Port;
  model Body
    Real h = 1;
  end Body;
  block Gain
    extends Pin;
    Pin pin;
    Signal signal;
  end Gain;
  model Uses
    extends Constants;
  end Uses;
  record Loaded
    extends Body;
  end Loaded;
  model String
  end String;
  Integer Real = 2;
  Gain gain;
end ClassKinds;
