// extends with modifiers, outermost first: Decay has a = 1 and x0 = 1;
// FastDecay extends it with a = 2; the component d modifies x0 = 3 and the
// component f overrides a again (a = 0.5, outer modification wins over the
// extends modifier).  x' = -a x, so x(1) = x0 exp(-a):
//   d.x(1) = 3 exp(-2)   = 0.406006
//   f.x(1) = 1 exp(-0.5) = 0.606531
//   c.x(1) = 1 exp(-1)   = 0.367879 (Decay itself, through a short class
//   definition 'model SameDecay = Decay;'), c.x has unit "m" from the type.
// run --stop-time=1
// expect final d.x 0.406006 1e-5
// expect final f.x 0.606531 1e-5
// expect final c.x 0.367879 1e-5
// expect noevents
type Length = Real(unit = "m");

partial model Base
  parameter Real x0 = 1;
  Length x(start = x0, fixed = true);
end Base;

model Decay
  extends Base;
  parameter Real a = 1;
equation
  der(x) = -a*x;
end Decay;

model FastDecay
  extends Decay(a = 2);
end FastDecay;

model SameDecay = Decay;

model oo_extends_modifiers
  FastDecay d(x0 = 3);
  FastDecay f(a = 0.5);
  SameDecay c;
end oo_extends_modifiers;
