// A record and a function of a package, used from a model of the package
// and from outside by full names: w.p = Geo.Pos(time, 0) written as Pos
// inside Geo; m = Geo.mid(w.p, q) = ((t + 2)/2, 2), q = Geo.Pos(2, 4).  At
// t = 1: m = (1.5, 2).
// run --stop-time=1
// expect final m.x 1.5 1e-9
// expect final m.y 2 1e-12
// expect final w.p.x 1 1e-9
package Geo
  record Pos
    Real x;
    Real y;
  end Pos;

  function mid
    input Pos a;
    input Pos b;
    output Pos m;
  algorithm
    m := Pos((a.x + b.x)/2, (a.y + b.y)/2);
  end mid;

  model Walker
    Pos p = Pos(time, 0);
  end Walker;
end Geo;

model oo_record_package
  Geo.Walker w;
  parameter Geo.Pos q = Geo.Pos(2, 4);
  Geo.Pos m = Geo.mid(w.p, q);
end oo_record_package;
