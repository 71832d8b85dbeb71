model Broken
  Bad.Deep.M m(k = Bad.k);
  Missing.Thing t;
end Broken;
//@ Bad/package.mo
package Bad
  constant Integer k = Bad.k + 1;
end Bad;
//@ Bad/Deep/package.mo
within Bad;
package Deep
  model M
    parameter Integer k = 2;
    Real y[k] = fill(1, k);
    String s = "no";
  end M;
end Deep;
