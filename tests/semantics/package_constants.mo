// Constants of packages read through dotted names (spec 5.3.2), imports
// (5.3.1: import P.c, import R = P.Q, import P.Q.*), from a model nested
// in the package, inside a function, bound to other constants, changed by
// an extends modification or a short package definition, and as arrays.
//   x' = -P.c x, P.c = 2:                  x(1) = exp(-2) = 0.135335
//   m.x' = -g x in P.Sub, g = P.c = 2:     m.x(1) = 0.135335
//   P.Q.d = c + 1 = 3, P.Q.e = 2 d = 6:    u = R.d + e + c = 3 + 6 + 2 = 11
//   P.f(1) = Q.d * 1 + c = 5:              z = 5
//   P.v = {1, 2, 4}: w = v[2] + sum(v) = 2 + 7 = 9, y[i] = v[i]
//   D extends Base(k = 3), E = Base(k = 5): a = D.k + E.k + Base.k = 3 + 5 + 1 = 9
//   s' = -E.k s (5), s(0) = 1:              s(1) = exp(-5) = 0.00673795
//   Integer(P.mode) with mode = Mode.fast:  2
//   h = P.half, a Real constant written 1, halved: 1 / 2 = 0.5
// run --stop-time=1
// expect final x 0.135335 1e-5
// expect final m.x 0.135335 1e-5
// expect final u 11 1e-12
// expect final z 5 1e-12
// expect final w 9 1e-12
// expect final y[1] 1 1e-12
// expect final y[3] 4 1e-12
// expect final a 9 1e-12
// expect final s 0.00673795 1e-6
// expect final k 2 0
// expect final h 0.5 1e-12
package Base
  constant Real k = 1;
end Base;

package D
  extends Base(k = 3);
end D;

package E = Base(k = 5);

package P
  constant Real c = 2;
  constant Real one = 1;
  constant Integer n = 3;
  constant Real v[n] = {1, 2, 4};
  type Mode = enumeration(slow, fast);
  constant Mode mode = Mode.fast;
  package Q
    constant Real d = c + 1;
    constant Real e = 2*d;
  end Q;
  function f
    input Real x;
    output Real y;
  algorithm
    y := Q.d*x + c;
  end f;
  package Sub
    constant Real g = c;
    model M
      Real x(start = 1, fixed = true);
    equation
      der(x) = -g*x;
    end M;
  end Sub;
end P;

model package_constants
  import P.c;
  import R = P.Q;
  import P.Q.*;
  P.Sub.M m;
  Real x(start = 1, fixed = true);
  Real s(start = 1, fixed = true);
  Real y[P.n];
  Real z = P.f(1);
  Real w = P.v[2] + sum(P.v);
  Real u = R.d + e + c;
  Real a = D.k + E.k + Base.k;
  Integer k = Integer(P.mode);
  Real h = P.one/2;
equation
  der(x) = -P.c*x;
  der(s) = -E.k*s;
  for i in 1:P.n loop
    y[i] = P.v[i];
  end for;
end package_constants;
