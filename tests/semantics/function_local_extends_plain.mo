// A function declared in a model that has nothing else to flatten, and
// extends another there, has the input and the output it inherits.
// z = Scale(2) = 26*2 = 52.
// run --stop-time=1
// expect final z 52 1e-12
model function_local_extends_plain
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
end function_local_extends_plain;
