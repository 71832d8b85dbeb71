// A connection cannot depend on an event: connect() in a when-equation (spec 8.3.5).
connector Pin
  Real v;
  flow Real i;
end Pin;
model R
  Pin p, n;
  parameter Real r = 1;
equation
  p.v - n.v = r*p.i;
  p.i + n.i = 0;
end R;
model oo_connect_in_when
  R r1, r2;
  Boolean on = time > 0.5;
equation
  when on then
    connect(r1.n, r2.p);
  end when;
end oo_connect_in_when;
