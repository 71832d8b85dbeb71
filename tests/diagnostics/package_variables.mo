// A package holds classes and constants only (spec 4.6): a parameter or a
// variable in it is an error even when nothing reads it.
package Materials
  constant Real steelDensity = 7850;
  parameter Real aluminiumDensity = 2700;
  Real temperature = 293.15;
end Materials;

model PackageVariables
  parameter Real density = 7850;
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end PackageVariables;
