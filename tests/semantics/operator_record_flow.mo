// A flow of an operator record in a connector (spec 9.2): connecting three
// pins at a node sums their currents to Cplx '0' field by field and makes
// their voltages equal.  a.i = (1, 2t), b.i = (3, -1): c.i = -(a.i + b.i) =
// (-4, 1 - 2t); the node voltage set at a is seen at b and c.  At t = 1:
// c.i = (-4, -1), c.v = (5, 1).
// run --stop-time=1
// expect final c.p.i.re -4 1e-9
// expect final c.p.i.im -1 1e-9
// expect final c.p.v.re 5 1e-9
// expect final b.p.v.im 1 1e-9
// expect at 0.5 c.p.i.im 0 1e-9
operator record Cplx
  Real re;
  Real im;
  encapsulated operator function '+'
    import Cplx;
    input Cplx a;
    input Cplx b;
    output Cplx c;
  algorithm
    c := Cplx(a.re + b.re, a.im + b.im);
  end '+';
  encapsulated operator function '-'
    import Cplx;
    input Cplx a;
    output Cplx c;
  algorithm
    c := Cplx(-a.re, -a.im);
  end '-';
  encapsulated operator function '0'
    import Cplx;
    output Cplx c;
  algorithm
    c := Cplx(0, 0);
  end '0';
end Cplx;

connector Pin
  Cplx v;
  flow Cplx i;
end Pin;

model Load
  Pin p;
end Load;

model operator_record_flow
  Load a, b, c;
equation
  a.p.i = Cplx(1, 2*time);
  b.p.i = Cplx(3, -1);
  a.p.v = Cplx(5, 1);
  connect(a.p, b.p);
  connect(a.p, c.p);
end operator_record_flow;
