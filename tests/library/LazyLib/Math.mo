within LazyLib;
package Math "functions whose inputs have types of another package of the library"
  function sine
    input LazyLib.Units.SI.Angle u;
    output Real y;
  algorithm
    y := sin(u);
  end sine;

  function arcsine
    input Real u;
    output Units.SI.Angle y;
  algorithm
    y := asin(u);
  end arcsine;
end Math;
