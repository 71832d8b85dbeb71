within Grammar36;
package Functions "pure, impure, class extends of functions, several outputs"
  extends Grammar36.Icons.Package;

  pure function square "x^2, declared pure"
    input Real x;
    output Real y;
  algorithm
    y := x * x;
    annotation (Inline=true, smoothOrder=2);
  end square;

  function squareDer
    input Real x;
    input Real der_x;
    output Real der_y;
  algorithm
    der_y := 2 * x * der_x;
  end squareDer;

  impure function counted "impure: accepted where a function may be"
    input Real x;
    output Real y;
  algorithm
    y := x + 1;
  end counted;

  function divmod "quotient and remainder, and their sum"
    input Real a;
    input Real b;
    output Real q;
    output Real r;
    output Real s;
  algorithm
    q := floor(a / b);
    r := a - q * b;
    s := q + r;
  end divmod;

  function sin "hides the built-in sin inside Functions"
    input Real u;
    output Real y;
  algorithm
    y := 100 + .sin(u);
  end sin;

  partial function PartialScale "a function to be redefined"
    input Real u;
    output Real y;
  end PartialScale;

  function affine "k u + c"
    extends PartialScale;
    input Real k = 1;
    input Real c = 0;
  algorithm
    y := k * u + c;
  end affine;

  function cube
    extends PartialScale;
  algorithm
    y := u ^ 3;
  end cube;

  function midpoint "the integral of f from a to b by the midpoint rule"
    input PartialScale f "a functional input argument (spec 12.4.2)";
    input Real a;
    input Real b;
    input Integer n = 4;
    output Real s = 0;
  protected
    Real h = (b - a) / n;
  algorithm
    for i in 1:n loop
      s := s + h * f(a + (i - 0.5) * h);
    end for;
  end midpoint;
end Functions;
