package UnitTypes "Types with SI units and a body built from them, for the unit check"
  type Time = Real(final quantity = "Time", final unit = "s");
  type Length = Real(final quantity = "Length", final unit = "m");
  type Velocity = Real(final quantity = "Velocity", final unit = "m/s");
  type Acceleration = Real(final quantity = "Acceleration", final unit = "m/s2");
  type Mass = Real(final quantity = "Mass", final unit = "kg", min = 0);
  type Force = Real(final quantity = "Force", final unit = "N");
  type Energy = Real(final quantity = "Energy", final unit = "J");
  type Power = Real(final quantity = "Power", final unit = "W");
  type Angle = Real(final quantity = "Angle", final unit = "rad");
  type AngularVelocity = Real(final quantity = "AngularVelocity", final unit = "rad/s");
  type Frequency = Real(final quantity = "Frequency", final unit = "Hz");
  type TranslationalSpringConstant = Real(final unit = "N/m");
  type TranslationalDampingConstant = Real(final unit = "N.s/m");

  model Body "A mass on a line, pushed by f"
    parameter Mass m = 1;
    Length s(start = 1, fixed = true);
    Velocity v(start = 0, fixed = true);
    input Force f;
  equation
    der(s) = v;
    m*der(v) = f;
  end Body;
end UnitTypes;
