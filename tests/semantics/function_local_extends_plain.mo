// A function that extends another, declared in a model that has nothing
// else to flatten or at the top level of the file, has the input and the
// output it inherits.  z = Scale(2) = 26*2 = 52; u = Offset(2) = 3.
// run --stop-time=1
// expect final z 52 1e-12
// expect final u 3 1e-12
function Signature
  input Real x;
  output Real y;
algorithm
  y := 0;
end Signature;

function Offset
  extends Signature;
algorithm
  y := x + 1;
end Offset;

model function_local_extends_plain
  function Scale
    extends Signature;
  algorithm
    y := x*26;
  end Scale;
  Real z = Scale(2);
  Real u = Offset(2);
end function_local_extends_plain;
