// A function's component of a type that is a short definition with input
// or output (type In = input Real; type Out = output Real[3]) is an input
// or an output, with the type's dimensions (spec 4.5.1).
// x = f(2) = {2, 4, 6}; g(1.5) = 3 through a type chain (Half = In).
// run --stop-time=1
// expect final x[1] 2 1e-12
// expect final x[2] 4 1e-12
// expect final x[3] 6 1e-12
// expect final z 3 1e-12
model function_short_type_direction
  type In = input Real;
  type Half = In;
  type Out = output Real[3];
  function f
    In u;
    Out y;
  algorithm
    y := {u, 2*u, 3*u};
  end f;
  function g
    Half u;
    output Real v;
  algorithm
    v := 2*u;
  end g;
  Real x[3] = f(2);
  Real z = g(1.5);
end function_short_type_direction;
