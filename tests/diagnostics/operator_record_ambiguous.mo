// Two constructors of Cplx take one Real: Cplx(2.5) cannot choose (spec
// 14.4); fromInteger alone takes an Integer exactly, so Cplx(2) is fine.
operator record Cplx
  Real re;
  Real im;
  encapsulated operator 'constructor'
    import Cplx;
    function fromReal
      input Real re;
      output Cplx c(re = re, im = 0);
    algorithm
    end fromReal;
    function imaginary
      input Real im;
      output Cplx c(re = 0, im = im);
    algorithm
    end imaginary;
    function fromInteger
      input Integer re;
      output Cplx c(re = re, im = 0);
    algorithm
    end fromInteger;
  end 'constructor';
end Cplx;

model operator_record_ambiguous
  Cplx a = Cplx(2);
  Cplx b = Cplx(2.5);
end operator_record_ambiguous;
