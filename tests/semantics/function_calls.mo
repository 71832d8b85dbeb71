// Functions at file level and inside the model, positional and named
// arguments, a default value, a protected variable.  x = exp(-t), so at t = 1
// a = x^2 = exp(-2) = 0.1353353, b = 2 x = 0.7357589 (k by default 2),
// c = 3 x = 1.1036383 (named, in another order), d = 10 - x = 9.6321206
// (the default top = 10, the output's binding top - u).
// run --stop-time=1
// expect final a 0.1353353 1e-5
// expect final b 0.7357589 1e-5
// expect final c 1.1036383 1e-5
// expect final d 9.6321206 1e-5
function square
  input Real u;
  output Real y;
algorithm
  y := u * u;
end square;

model FunctionCalls
  function scaled
    input Real u;
    input Real k = 2;
    output Real y;
  protected
    Real t;
  algorithm
    t := k * u;
    y := t;
  end scaled;
  function shifted
    input Real u;
    input Real top = 10;
    output Real y = top - u;
  end shifted;
  Real x(start = 1, fixed = true);
  Real a, b, c, d;
equation
  der(x) = -x;
  a = square(x);
  b = scaled(x);
  c = scaled(k = 3, u = x);
  d = shifted(x);
end FunctionCalls;
