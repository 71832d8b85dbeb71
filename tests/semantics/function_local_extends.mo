// A function declared in the model that extends another has the inputs
// and outputs it inherits, also in a model that needs nothing else
// flattened and for 'function extends F' of a replaceable F the model
// inherits (spec 7.1, 7.3.1).
// z = Scale(2) = 26*2 = 52; w = F(t) = 3 t + 1 (Base.F extended): at 1, 4.
// run --stop-time=1
// expect final z 52 1e-12
// expect final w 4 1e-12
model function_local_extends
  model Base
    replaceable partial function F
      input Real x;
      output Real y;
    end F;
  end Base;
  extends Base;
  function extends F
  algorithm
    y := 3*x + 1;
  end F;
  function Signature
    input Real x;
    output Real y;
  algorithm
    y := 0;
  end Signature;
  function Scale
    extends Signature;
  algorithm
    y := x*26;
  end Scale;
  Real z = Scale(2);
  Real w = F(time);
end function_local_extends;
