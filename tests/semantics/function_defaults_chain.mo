// Defaults that read earlier inputs, protected variables initialised from
// inputs, and a model function that shadows the file's function of the same
// name.  span(3) = 3 + 2 * 3 = 9 (b = 2 a); span(3, 1) = 4; scale(2) =
// 2 * 5 = 10 with the model's own scale (the file's would give 20).
// run --stop-time=1
// expect final s1 9 1e-12
// expect final s2 4 1e-12
// expect final s3 10 1e-12
// expect final q 7 1e-12
function scale
  input Real u;
  output Real y;
algorithm
  y := 10 * u;
end scale;

function span
  input Real a;
  input Real b = 2 * a;
  output Real s;
protected
  Real lo = a;
  Real hi = lo + b;
algorithm
  s := hi;
end span;

model FunctionDefaultsChain
  function scale
    input Real u;
    output Real y;
  algorithm
    y := 5 * u;
  end scale;
  Real x(start = 0, fixed = true);
  Real s1, s2, s3, q;
equation
  der(x) = 1;
  s1 = span(3);
  s2 = span(3, 1);
  s3 = scale(2);
  q = span(b = 4, a = 3);
end FunctionDefaultsChain;
