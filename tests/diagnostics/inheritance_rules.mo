// Rules of inheritance (spec 7.1): a nested class declared beside an
// inherited one of the same name must be identical to it (Spring twice is
// fine, Damper differs); a base class is never replaceable (7.1.4); names
// in a base class are found in the base class, not in the class extending
// it (c is only in Oscillator); and what a protected extends brings is
// protected (7.1.2): neither read nor modified from outside.
model InheritanceRules
  model Parts
    model Spring
      parameter Real k = 10;
    end Spring;
    model Damper
      parameter Real d = 0.5;
    end Damper;
  end Parts;
  replaceable model Mass
    parameter Real m = 1;
  end Mass;
  model Friction
    Real f = c * 2;
  end Friction;
  model Oscillator
    extends Parts;
    extends Mass;
    model Spring
      parameter Real k = 10;
    end Spring;
    model Damper
      parameter Real d = 0.7;
    end Damper;
    parameter Real c = 0.3;
    extends Friction;
  end Oscillator;
  model Reading
    Real f = 2;
  end Reading;
  model Hidden
  protected
    extends Reading;
  end Hidden;
  Oscillator o;
  Hidden h, h2(f = 3);
  Real x(start = 1, fixed = true);
equation
  der(x) = -h.f * x;
end InheritanceRules;
