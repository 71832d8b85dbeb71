// The value of a package constant names what it reads; a name found
// nowhere is reported there, and a constant without a value where it is
// read (spec 4.5).
package Lib
  constant Real gain = offset + 1;
  constant Real width;
end Lib;

model PackageConstantUndefined
  Real x(start = 1, fixed = true);
equation
  der(x) = -Lib.width*x;
end PackageConstantUndefined;
