// Cplx has '+' only: z * z finds no operator function '*', and z + true
// no '+' that takes a Boolean (nor a constructor that makes a Cplx of one).
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

model operator_record_missing_operator
  Cplx z = Cplx(time, 1);
  Cplx w = z*z;
  Cplx u = z + true;
end operator_record_missing_operator;
