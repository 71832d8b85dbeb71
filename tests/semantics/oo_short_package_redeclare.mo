// package P2 = P(redeclare model A = B): P2.A is B, also as a base class
// (extends P2.A), and a class named through P2 is found in P's.
// B: der(x) = -2 x, x(0) = 1: x(1) = exp(-2) = 0.135335; P.A would give
// exp(-1).  c is of P2.C, C declared in P only: der(y) = -y: exp(-1).
// run --stop-time=1
// expect final x 0.135335 1e-4
// expect final c.y 0.367879 1e-4
package P
  replaceable model A
    Real x(start = 1, fixed = true);
  equation
    der(x) = -x;
  end A;
  model C
    Real y(start = 1, fixed = true);
  equation
    der(y) = -y;
  end C;
end P;

model B
  Real x(start = 1, fixed = true);
equation
  der(x) = -2*x;
end B;

model oo_short_package_redeclare
  package P2 = P(redeclare model A = B);
  extends P2.A;
  P2.C c;
end oo_short_package_redeclare;
