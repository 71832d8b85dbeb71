// function f(k = 2) as an argument (spec 12.4.2) is read; a model that
// passes one is refused at it.
function scale
  input Real u;
  input Real k = 1;
  output Real y;
algorithm
  y := k * u;
end scale;

function twice
  input Real x;
  output Real y;
algorithm
  y := 2 * x;
end twice;

model unsupported_partial_application
  Real y = twice(function scale(k = 2));
end unsupported_partial_application;
