// Functions of a package called from its classes, by a short name inside
// the package and by the full name outside: Lib.Decay uses rate(a) = 2 a,
// so x' = -2 a x with a = 0.5: x(1) = exp(-1) = 0.367879; the model itself
// calls Lib.twice(x): y = 2 x(1) = 0.735759.
// run --stop-time=1
// expect final d.x 0.367879 1e-5
// expect final y 0.735759 1e-5
package Lib
  function rate
    input Real a;
    output Real r;
  algorithm
    r := 2*a;
  end rate;
  function twice
    input Real u;
    output Real y;
  algorithm
    y := 2*u;
  end twice;
  model Decay
    parameter Real a = 1;
    Real x(start = 1, fixed = true);
  equation
    der(x) = -rate(a)*x;
  end Decay;
end Lib;

model oo_package_function
  Lib.Decay d(a = 0.5);
  Real y = Lib.twice(d.x);
end oo_package_function;
