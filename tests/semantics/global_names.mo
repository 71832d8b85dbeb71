// Names with a leading dot are looked up at the top level (spec 5.3.3):
// .sin is the built-in even inside a package whose own function sin hides
// it, and .P.k is the package constant.  At t = 1: m.a = P.sin(1) = 100 +
// sin(1), b = .sin(1) = sin(1), c = .P.k * 2 = 6; x = exp(-t) with
// der(x) = -.P.k / 3 * x.
// run --stop-time=1
// expect final m.a 100.841470985 1e-8
// expect final m.b 0.841470985 1e-8
// expect final m.c 6 1e-12
// expect final m.x 0.367879441 1e-5
package P
  constant Real k = 3;
  function sin "hides the built-in sin inside P"
    input Real u;
    output Real y;
  algorithm
    y := 100 + .sin(u);
  end sin;
  model M
    Real a = sin(time);
    Real b = .sin(time);
    Real c = .P.k * 2;
    Real x(start = 1, fixed = true);
  equation
    der(x) = -.P.k / 3 * x;
  end M;
end P;

model GlobalNames
  P.M m;
end GlobalNames;
