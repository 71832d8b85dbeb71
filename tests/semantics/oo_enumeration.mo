// Enumerations at file, package and model level as discrete Integers
// numbered from 1: m starts rolling (x' = 1), x reaches 0.5 at t = 0.5 and m
// becomes flying (x' = 2), x reaches 1 at t = 0.75 and m becomes resting
// (x' = 0): x(1) = 1, m(1) = Integer(Mode.resting) = 3.  m > Mode.flying
// first holds at 0.75, so g becomes Gear.high = 2 then.  l = Level.full = 3,
// k = Integer(Mode.flying) = 2; b = (m <> Mode.rolling) is true at the end;
// for e in Mode: y[e] = 10 e, y[3] = 30.
// run --stop-time=1
// expect final x 1 1e-6
// expect final m 3 0
// expect final g 2 0
// expect final k 2 0
// expect final lv 3 0
// expect final b 1 0
// expect final y[3] 30 1e-12
// expect at 0.6 m 2 0
// expect event @fly 1 0.5 1e-6
// expect event @rest 1 0.75 1e-6
// expect events @gear 1
package Lib
  type Gear = enumeration(low, high);
end Lib;

type Level = enumeration(empty, half, full);

model oo_enumeration
  import Lib.Gear;
  type Mode = enumeration(rolling, flying, resting);
  discrete Mode m(start = Mode.rolling, fixed = true);
  discrete Gear g(start = Gear.low, fixed = true);
  parameter Level l = Level.full;
  Integer lv = Integer(l);
  Integer k = Integer(Mode.flying);
  Boolean b = m <> Mode.rolling;
  Real x(start = 0, fixed = true);
  Real y[3];
equation
  der(x) = if m == Mode.rolling then 1 elseif m == Mode.flying then 2 else 0;
  when x >= 0.5 then // @fly
    m = Mode.flying;
  elsewhen x >= 1 then // @rest
    m = Mode.resting;
  end when;
  when m > Mode.flying then // @gear
    g = Gear.high;
  end when;
  for e in Mode loop
    y[e] = 10*e;
  end for;
end oo_enumeration;
