// connect(p.pin[k], n) inside Star, p a connector of Star: p.pin[k] is an
// outside connector there, as p is (spec 9.1.2), so Star's own connection
// set {p.pin[1], p.pin[2], n} (flows -p.pin[1].i - p.pin[2].i - n.i = 0)
// is not merged with the sets where Star's p is connected from outside.
// Phase k of the source gives k volts across a resistor of 1 ohm into star
// b, whose n is tied to star a's n and to ground: the currents are 1 and 2,
// b.n.i = -3 and a.n.i = 3.
// run --stop-time=1
// expect final r.p.pin[1].i 1 1e-9
// expect final r.p.pin[2].i 2 1e-9
// expect final b.p.pin[2].i 2 1e-9
// expect final b.n.i -3 1e-9
// expect final a.n.i 3 1e-9
// expect final g.p.i 0 1e-9
model ConnectOutsideElement
  connector Pin
    Real v;
    flow Real i;
  end Pin;
  connector Plug
    parameter Integer m = 2;
    Pin pin[m];
  end Plug;
  model TwoPlug
    parameter Integer m = 2;
    Plug p(final m = m);
    Plug n(final m = m);
  end TwoPlug;
  model R
    extends TwoPlug;
  equation
    for k in 1:m loop
      p.pin[k].v - n.pin[k].v = p.pin[k].i;
      p.pin[k].i + n.pin[k].i = 0;
    end for;
  end R;
  model Src
    extends TwoPlug;
  equation
    for k in 1:m loop
      p.pin[k].v - n.pin[k].v = k;
      p.pin[k].i + n.pin[k].i = 0;
    end for;
  end Src;
  model Star
    parameter Integer m = 2;
    Plug p(final m = m);
    Pin n;
  equation
    for k in 1:m loop
      connect(p.pin[k], n);
    end for;
  end Star;
  model Ground
    Pin p;
  equation
    p.v = 0;
  end Ground;
  Src s;
  R r;
  Star a;
  Star b;
  Ground g;
equation
  connect(s.p, r.p);
  connect(s.n, a.p);
  connect(r.n, b.p);
  connect(a.n, b.n);
  connect(a.n, g.p);
end ConnectOutsideElement;
