// The zero of a flow of an operator record is its '0' (spec 9.2, 14.3):
// a node's flows sum to '0'(), and the flow of a pin no one connects is
// '0'().  Here '0' is Bias(0.5, -0.25), not the record of zeros, so the
// values show that it is called: a.i = (1, 2t), b.i = (3, -1) at a node
// with c give c.i = '0'() - a.i - b.i = (-3.5, 0.75 - 2t); d's pin is
// unconnected: d.i = (0.5, -0.25).  At t = 1: c.i = (-3.5, -1.25).
// run --stop-time=1
// expect final c.p.i.re -3.5 1e-9
// expect final c.p.i.im -1.25 1e-9
// expect at 0.5 c.p.i.im -0.25 1e-9
// expect final d.p.i.re 0.5 1e-9
// expect final d.p.i.im -0.25 1e-9
// expect final c.p.v.re 5 1e-9
operator record Bias
  Real re;
  Real im;
  encapsulated operator function '+'
    import Bias;
    input Bias a;
    input Bias b;
    output Bias c;
  algorithm
    c := Bias(a.re + b.re, a.im + b.im);
  end '+';
  encapsulated operator function '-'
    import Bias;
    input Bias a;
    output Bias c;
  algorithm
    c := Bias(-a.re, -a.im);
  end '-';
  encapsulated operator function '0'
    import Bias;
    output Bias c;
  algorithm
    c := Bias(0.5, -0.25);
  end '0';
end Bias;

connector Pin
  Bias v;
  flow Bias i;
end Pin;

model Load
  Pin p;
end Load;

model operator_record_flow_zero
  Load a, b, c, d;
equation
  a.p.i = Bias(1, 2*time);
  b.p.i = Bias(3, -1);
  a.p.v = Bias(5, 1);
  d.p.v = Bias(0, 0);
  connect(a.p, b.p);
  connect(a.p, c.p);
end operator_record_flow_zero;
