// The input of connector RealInput = input Real is given from outside, so
// a block that also writes an equation for it has one equation too many
// (spec 4.7).
connector RealInput = input Real;
connector RealOutput = output Real;

block Doubler
  RealInput u;
  RealOutput y;
equation
  y = 2*u;
  u = 1;
end Doubler;

model ShortConnectorBalance
  Doubler d;
  Real x(start = 1, fixed = true);
equation
  der(x) = -d.y*x;
end ShortConnectorBalance;
