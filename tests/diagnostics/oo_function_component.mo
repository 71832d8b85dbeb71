// A component cannot be of a function class.
function f
  input Real u;
  output Real y;
algorithm
  y := u;
end f;

model oo_function_component
  f g;
  Real x = time;
end oo_function_component;
