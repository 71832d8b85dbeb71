// Functional inputs passed on (spec 12.4.2): halves passes its input f to
// trapezoid; a partial application of a function whose free input comes
// last is called with that input by its name in the function type; a
// function bound in a partial application (function once(g = g)) and a
// functional input partly applied itself (function g(y = x)).
// trapezoid(f, a, b) = (b - a) (f(a) + f(b)) / 2.
// halves(square, 0, 2) = (0 + 1) / 2 + (1 + 4) / 2 = 3.
// trapezoid(scaledLast(k = time), 0, 2) at time 2: 2 (0 + 4) / 2 = 4.
// surface(product, 1, 3, 0, 2): once(x) = 2 (0 + 2 x) / 2 = 2 x, then
// 2 (2 + 6) / 2 = 8.
// run --stop-time=2
// expect final h 3 1e-12
// expect final s 4 1e-9
// expect final a 8 1e-12
model function_input_passed_on
  partial function Integrand
    input Real x;
    output Real y;
  end Integrand;

  partial function SurfaceIntegrand
    input Real x;
    input Real y;
    output Real z;
  end SurfaceIntegrand;

  function square
    extends Integrand;
  algorithm
    y := x * x;
  end square;

  function scaledLast
    input Real k;
    input Real x;
    output Real y;
  algorithm
    y := k * x;
  end scaledLast;

  function product
    extends SurfaceIntegrand;
  algorithm
    z := x * y;
  end product;

  function trapezoid
    input Integrand f;
    input Real a;
    input Real b;
    output Real s;
  algorithm
    s := (b - a) * (f(a) + f(b)) / 2;
  end trapezoid;

  function halves
    input Integrand f;
    input Real a;
    input Real b;
    output Real s;
  algorithm
    s := trapezoid(f, a, (a + b) / 2) + trapezoid(f, (a + b) / 2, b);
  end halves;

  function once
    input Real x;
    input Real y1;
    input Real y2;
    input SurfaceIntegrand g;
    output Real s;
  algorithm
    s := trapezoid(function g(y = x), y1, y2);
  end once;

  function surface
    input SurfaceIntegrand g;
    input Real x1;
    input Real x2;
    input Real y1;
    input Real y2;
    output Real s;
  algorithm
    s := trapezoid(function once(y1 = y1, y2 = y2, g = g), x1, x2);
  end surface;

  Real h = halves(square, 0, 2);
  Real s = trapezoid(function scaledLast(k = time), 0, 2);
  Real a = surface(product, 1, 3, 0, 2);
end function_input_passed_on;
