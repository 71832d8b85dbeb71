// A function passed to a function by its name alone (spec 12.4.2.1), all
// of them declared inside the model; square extends the partial function
// type and inherits its input and output.  trapezoid(f, a, b) =
// (b - a) (f(a) + f(b)) / 2: for square on [1, 2.5], 1.5 (1 + 6.25) / 2 =
// 5.4375; for twice on [0, time] at time 2, 2 (0 + 4) / 2 = 4.
// run --stop-time=2
// expect final area 5.4375 1e-9
// expect final lin 4 1e-6
// expect final k 5 0
model function_name_argument
  partial function Integrand
    input Real x;
    output Real y;
  end Integrand;

  function square
    extends Integrand;
  algorithm
    y := x * x;
  end square;

  function twice
    input Real x;
    output Real y;
  algorithm
    y := 2 * x;
  end twice;

  function trapezoid
    input Integrand f;
    input Real a;
    input Real b;
    output Real s;
  algorithm
    s := (b - a) * (f(a) + f(b)) / 2;
  end trapezoid;

  Real area = trapezoid(square, 1, 2.5);
  Real lin = trapezoid(a = 0, b = time, f = twice);
  Integer k = integer(trapezoid(square, 1, 2.5));
end function_name_argument;
