// A connector whose overdetermined record has an empty residue (Real[0],
// as the reference angle of quasi-static AC pins): the record counts as no
// potential in the connector's balance (spec 9.3.1), and the connection
// still equates it.  r.p.i = v/4 = 0.5 (into r), s.p.i = -0.5; the angle
// gamma = t reaches r.  At t = 1: r.p.ref.gamma = 1.
// run --stop-time=1
// expect final r.p.i 0.5 1e-9
// expect final s.p.i -0.5 1e-9
// expect final r.p.ref.gamma 1 1e-9
record Reference
  Real gamma;
  function equalityConstraint
    input Reference r1;
    input Reference r2;
    output Real residue[0];
  algorithm
  end equalityConstraint;
end Reference;

connector Pin
  Real v;
  flow Real i;
  Reference ref;
end Pin;

model Source
  Pin p;
equation
  Connections.root(p.ref);
  p.ref.gamma = time;
  p.v = 2;
end Source;

model Res
  Pin p;
equation
  p.v = 4*p.i;
end Res;

model overdetermined_empty_residue
  Source s;
  Res r;
equation
  connect(s.p, r.p);
end overdetermined_empty_residue;
