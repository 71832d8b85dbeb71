// The flows of a connection set are summed (spec 9.2): a flow of an operator
// record needs its '0', '+' and '-'; Cplx has no '0'.  An operator function
// is found through its record's class, never through a component (5.3.2).
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
end Cplx;

connector Pin
  Cplx v;
  flow Cplx i;
end Pin;

model operator_record_flow_without_zero
  Pin p;
  Cplx a = Cplx(1, 2);
  Cplx b = a.'+'(a, a);
end operator_record_flow_without_zero;
