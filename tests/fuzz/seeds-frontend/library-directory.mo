model UsesLib
  parameter Integer n = Lib.Sizes.n;
  Lib.Parts.Ball b[n](each e = Lib.Sizes.e);
  parameter String label = Lib.Sizes.name + " x";
  Lib.Geo.Pos p = Lib.Geo.Pos(time, Lib.Sizes.e);
equation
  assert(b[1].h > -1, label + String(n) + ": fell through at " + String(b[1].h, significantDigits = 20));
end UsesLib;
//@ Lib/package.mo
within;
package Lib
  constant Real g = 9.81;
end Lib;
//@ Lib/package.order
Sizes
Geo
Parts
//@ Lib/Sizes.mo
within Lib;
package Sizes
  constant Integer n = 2;
  constant Real e = 0.8;
  constant String name = "balls";
end Sizes;
//@ Lib/Geo.mo
within Lib;
package Geo
  record Pos
    Real x;
    Real y;
  end Pos;
end Geo;
//@ Lib/Parts/package.mo
within Lib;
package Parts
end Parts;
//@ Lib/Parts/Ball.mo
within Lib.Parts;
model Ball
  parameter Real e = 0.7;
  Real h(start = 1, fixed = true), v(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -Lib.g;
  when h < 0 then
    reinit(v, -e*pre(v));
  end when;
end Ball;
