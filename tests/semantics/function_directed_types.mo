// Types that carry input or output (spec 4.5.1) declare a function's
// inputs and outputs: type In = input Real; type Out3 = output Real[3].
// P.f(2) = {2, 4, 6}; P.g(time) = 3 time, 6 at time 2.
// run --stop-time=2
// expect final x[1] 2 1e-12
// expect final x[3] 6 1e-12
// expect final z 6 1e-9
package P
  type In = input Real;
  type Out3 = output Real[3];
  type Out = output Real;
  function f
    In u;
    Out3 y;
  algorithm
    y := {u, 2 * u, 3 * u};
  end f;
  function g
    In u;
    Out y;
  algorithm
    y := 3 * u;
  end g;
end P;

model function_directed_types
  Real x[3] = P.f(2);
  Real z = P.g(time);
end function_directed_types;
