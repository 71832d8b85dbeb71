// Operator records (spec 14): a + b, a - b, -a, a * b, a == b on records
// of Cplx become calls of Cplx's operator functions, chosen by the types of
// the operands; Cplx(x) calls its 'constructor' (whose output takes its
// fields from modifiers), and z + 2 makes a Cplx of 2 with it (14.4).  An
// operation inside a function (sq) is overloaded too, and q = p + {1, 2} of
// arrays of records adds element by element.
// z = (1 + t, 2 - t), w = z*z = (6t - 3, 4 + 2t - 2t^2); u = z + 2 =
// (3 + t, 2 - t); n = -z; d = z - w = (4 - 5t, -2 - 3t + 2t^2);
// s = sq(z) = z*z + z = (7t - 2, 6 + t - 2t^2); x' = w.re, x(0) = 0:
// x = 3t^2 - 3t; q[1] = z + 1, q[2] = w + 2.  At t = 1: w = (3, 4),
// u = (4, 1), n = (-2, -1), d = (-1, -3), s = (5, 5), x = 0, q[1] = (3, 1),
// q[2] = (5, 4).  At t = 0.5: w = (0, 4.5), d = (1.5, -3), s = (1.5, 6),
// x = -0.75.  k = Cplx(2): same = (k == Cplx(2, 0)) is true, differ =
// (k == Cplx(1)) false.
// run --stop-time=1
// expect final w.re 3 1e-9
// expect final w.im 4 1e-9
// expect final u.re 4 1e-9
// expect final u.im 1 1e-9
// expect final n.re -2 1e-9
// expect final n.im -1 1e-9
// expect final d.re -1 1e-9
// expect final d.im -3 1e-9
// expect final s.re 5 1e-9
// expect final s.im 5 1e-9
// expect final q[1].re 3 1e-9
// expect final q[1].im 1 1e-9
// expect final q[2].re 5 1e-9
// expect final q[2].im 4 1e-9
// expect final same 1 0
// expect final differ 0 0
// expect final x 0 1e-5
// expect at 0.5 w.re 0 1e-9
// expect at 0.5 w.im 4.5 1e-9
// expect at 0.5 d.re 1.5 1e-9
// expect at 0.5 d.im -3 1e-9
// expect at 0.5 s.re 1.5 1e-9
// expect at 0.5 s.im 6 1e-9
// expect at 0.5 x -0.75 1e-5
operator record Cplx
  Real re;
  Real im;
  encapsulated operator 'constructor'
    function fromReal
      import Cplx;
      input Real re;
      input Real im = 0;
      output Cplx result(re = re, im = im);
    algorithm
    end fromReal;
  end 'constructor';
  encapsulated operator function '+'
    import Cplx;
    input Cplx a;
    input Cplx b;
    output Cplx c;
  algorithm
    c := Cplx(a.re + b.re, a.im + b.im);
  end '+';
  encapsulated operator '-'
    function negate
      import Cplx;
      input Cplx a;
      output Cplx c;
    algorithm
      c := Cplx(-a.re, -a.im);
    end negate;
    function subtract
      import Cplx;
      input Cplx a;
      input Cplx b;
      output Cplx c;
    algorithm
      c := Cplx(a.re - b.re, a.im - b.im);
    end subtract;
  end '-';
  encapsulated operator function '*'
    import Cplx;
    input Cplx a;
    input Cplx b;
    output Cplx c;
  algorithm
    c := Cplx(a.re*b.re - a.im*b.im, a.re*b.im + a.im*b.re);
  end '*';
  encapsulated operator function '=='
    import Cplx;
    input Cplx a;
    input Cplx b;
    output Boolean same;
  algorithm
    same := a.re == b.re and a.im == b.im;
  end '==';
end Cplx;

function sq
  input Cplx a;
  output Cplx b;
algorithm
  b := a*a + a;
end sq;

model operator_record_arithmetic
  Cplx z = Cplx(1 + time, 2 - time);
  Cplx w = z*z;
  Cplx u = z + 2;
  Cplx n = -z;
  Cplx d;
  Cplx s = sq(z);
  Cplx p[2] = {z, w};
  Cplx q[2] = p + {1, 2};
  parameter Cplx k = Cplx(2);
  Boolean same = k == Cplx(2, 0);
  Boolean differ = k == Cplx(1);
  Real x(start = 0, fixed = true);
equation
  d = z - w;
  der(x) = w.re;
end operator_record_arithmetic;
