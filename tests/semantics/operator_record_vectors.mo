// Vectors of operator records (spec 14.4): p * q of two vectors of Cplx
// calls the '*' function that takes vectors (scalarProduct, not the
// element-wise multiply), whose loop runs over input Cplx a[:]; the
// arguments are the model's arrays of records or {z, w} written out.
// z = (1 + t, 1), w = (2, t): p = {z, w}; dot = p*p = z*z + w*w =
// ((1 + t)^2 - 1 + 4 - t^2, 2(1 + t) + 4t) = (4 + 2t, 2 + 6t);
// mixed = {z, w}*{w, z} = z*w + w*z = 2(2 + 2t - t, t(1 + t) + 2) =
// (4 + 2t, 2t^2 + 2t + 4).  At t = 1: dot = (6, 8), mixed = (6, 8);
// at t = 0.5: dot = (5, 5), mixed = (5, 5.5).
// run --stop-time=1
// expect final dot.re 6 1e-9
// expect final dot.im 8 1e-9
// expect final mixed.re 6 1e-9
// expect final mixed.im 8 1e-9
// expect at 0.5 dot.re 5 1e-9
// expect at 0.5 dot.im 5 1e-9
// expect at 0.5 mixed.im 5.5 1e-9
operator record Cplx
  Real re;
  Real im;
  encapsulated operator '*'
    import Cplx;
    function multiply
      input Cplx a;
      input Cplx b;
      output Cplx c;
    algorithm
      c := Cplx(a.re*b.re - a.im*b.im, a.re*b.im + a.im*b.re);
    end multiply;
    function scalarProduct
      input Cplx a[:];
      input Cplx b[size(a, 1)];
      output Cplx c;
    algorithm
      c := Cplx(0, 0);
      for i in 1:size(a, 1) loop
        c := c + a[i]*b[i];
      end for;
    end scalarProduct;
  end '*';
  encapsulated operator function '+'
    import Cplx;
    input Cplx a;
    input Cplx b;
    output Cplx c;
  algorithm
    c := Cplx(a.re + b.re, a.im + b.im);
  end '+';
end Cplx;

model operator_record_vectors
  Cplx z = Cplx(1 + time, 1);
  Cplx w = Cplx(2, time);
  Cplx p[2] = {z, w};
  Cplx dot = p*p;
  Cplx mixed = {z, w}*{w, z};
end operator_record_vectors;
