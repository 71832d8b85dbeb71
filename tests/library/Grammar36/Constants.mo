within Grammar36;
package Constants "constants imported with a list"
  extends .Grammar36.Icons.Package;
  constant Real k1 = 2 "first";
  constant Real k2 = 5 "second";
  constant Real k3 = 7 "third, not imported";
end Constants;
