// Import precedence (spec 5.3.4): a qualified import (import B.M) wins over
// an unqualified one (import A.*) that also provides M, and two unqualified
// imports that both provide M are not consulted for it; Rate is found by
// A.* only, so B.* does not make it ambiguous.
// M of B has x' = 2, x(0) = 0: x(1) = 2 (A's M would give x' = 1: 1).
// Rate is only in A: r.y' = 3, y(1) = 3.
// run --stop-time=1
// expect final m.x 2 1e-9
// expect final r.y 3 1e-9
package A
  model M
    Real x(start = 0, fixed = true);
  equation
    der(x) = 1;
  end M;
  model Rate
    Real y(start = 0, fixed = true);
  equation
    der(y) = 3;
  end Rate;
end A;

package B
  model M
    Real x(start = 0, fixed = true);
  equation
    der(x) = 2;
  end M;
end B;

model oo_import_precedence
  import A.*;
  import B.M;
  import B.*;
  M m;
  Rate r;
end oo_import_precedence;
