// A component of connector RealInput = input Real is an input: declaring
// it output contradicts its type (spec 4.5.1).
connector RealInput = input Real;

block Hold
  output RealInput w;
equation
  w = 1;
end Hold;

model ShortConnectorDirection
  Hold h;
  Real x(start = 1, fixed = true);
equation
  der(x) = -h.w*x;
end ShortConnectorDirection;
