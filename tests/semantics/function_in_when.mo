// A relation on a function's value in the model generates events as any
// other: x = t, square(x) > 0.25 becomes true at t = 0.5, and
// square(x) > 0.81 at t = 0.9.  The body calls the function again.
// run --stop-time=1
// expect events @first 1
// expect event @first 1 0.5 1e-6
// expect event @second 1 0.9 1e-6
// expect final n 2 0
// expect final s 0.81 1e-6
function square
  input Real u;
  output Real y;
algorithm
  y := u * u;
end square;

model FunctionInWhen
  Real x(start = 0, fixed = true);
  Integer n(start = 0);
  discrete Real s(start = 0);
equation
  der(x) = 1;
  when square(x) > 0.25 then // @first
    n = pre(n) + 1;
    s = square(0.5);
  elsewhen square(x) > 0.81 then // @second
    n = pre(n) + 1;
    s = square(x);
  end when;
end FunctionInWhen;
