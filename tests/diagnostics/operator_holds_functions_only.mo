// An operator class holds declarations of functions only (spec 4.6).
operator record Cplx
  Real re;
  Real im;
  encapsulated operator '+'
    import Cplx;
    constant Real offset = 1;
    model Helper
      Real x;
    end Helper;
    function add
      input Cplx a;
      input Cplx b;
      output Cplx c;
    algorithm
      c := Cplx(a.re + b.re, a.im + b.im);
    end add;
  end '+';
end Cplx;

model operator_holds_functions_only
  Cplx z = Cplx(1, 2);
end operator_holds_functions_only;
