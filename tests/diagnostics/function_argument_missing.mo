// A call of a function with a functional input must give it a function:
// 'function g(...)' (spec 12.4.2).
package P
  partial function Integrand
    input Real x;
    output Real y;
  end Integrand;
  function apply
    input Integrand f;
    input Real x;
    output Real y;
  algorithm
    y := f(x);
  end apply;
end P;

model function_argument_missing
  Real y = P.apply(x = 2);
end function_argument_missing;
