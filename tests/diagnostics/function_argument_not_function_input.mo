// function f(k = 2) is an argument only for an input of a function type
// (spec 12.4.2): twice takes a Real.
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

model function_argument_not_function_input
  Real y = twice(function scale(k = 2));
end function_argument_not_function_input;
