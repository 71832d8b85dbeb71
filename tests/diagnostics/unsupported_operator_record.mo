// An operator record and its operators are read; a component of one is
// refused (overloaded operators are not supported yet).
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
end Cplx;

model unsupported_operator_record
  Cplx z;
  Real x = time;
end unsupported_operator_record;
