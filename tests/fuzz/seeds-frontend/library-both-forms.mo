model Both
  Twice.M m;
end Both;
//@ Twice.mo
package Twice
  model M
    Real x = 1;
  end M;
end Twice;
//@ Twice/package.mo
package Twice
  model M
    Real x(start = 2, fixed = true);
  equation
    der(x) = -x;
  end M;
end Twice;
//@ Twice/package.order
M
M
../Escape
