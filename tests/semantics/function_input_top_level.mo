// Functions at the top level of a file: one with a functional input (spec
// 12.4.2) called with a function name and with a partial application.
// apply(f, x) = f(x) + f(2 x): cube at 1 gives 1 + 8 = 9; shifted(c = 3)
// at time 2 gives (2 + 3) + (4 + 3) = 12.
// run --stop-time=2
// expect final a 9 1e-12
// expect final b 12 1e-9
partial function Integrand
  input Real x;
  output Real y;
end Integrand;

function cube
  extends Integrand;
algorithm
  y := x ^ 3;
end cube;

function shifted
  extends Integrand;
  input Real c = 0;
algorithm
  y := x + c;
end shifted;

function apply
  input Integrand f;
  input Real x;
  output Real y;
algorithm
  y := f(x) + f(2 * x);
end apply;

model function_input_top_level
  Real a = apply(cube, 1);
  Real b = apply(function shifted(c = 3), time);
end function_input_top_level;
