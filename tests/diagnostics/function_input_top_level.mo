// A function as an input (spec 12.4.2) is supported in the functions of
// packages; one at the top level of a file is refused at the input.
partial function Integrand
  input Real x;
  output Real y;
end Integrand;

function apply
  input Integrand f;
  input Real x;
  output Real y;
algorithm
  y := f(x);
end apply;

model function_input_top_level
  Real y = 1;
end function_input_top_level;
