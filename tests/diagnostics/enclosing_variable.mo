// A nested class sees the constants of the classes around it, not their
// variables or parameters, and nothing across an encapsulated class.
// Loop names and the class's own (and inherited) elements are its own.
model EnclosingVariable
  constant Real g = 9.81;
  parameter Real k = 2;
  Real level(start = 1, fixed = true);
  model Base
    Real own = 1;
  end Base;
  model Probe
    extends Base;
    Real a = g;
    Real b = level;
    Real c = own;
    Real s = sum(i * k for i in 1:3);
  end Probe;
  encapsulated model Sealed
    Real d = g;
  end Sealed;
  Probe probe;
  Sealed sealed;
equation
  der(level) = -level;
end EnclosingVariable;
