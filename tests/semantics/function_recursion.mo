// Recursion: fact(5) = 120 (Integer), fib(10) = 55 computed as Reals by
// double recursion; power(x, 3) by recursion on an Integer exponent, with
// x = 1 + t: at t = 1, p = 2^3 = 8.
// run --stop-time=1
// expect final n 120 0
// expect final f 55 1e-12
// expect final p 8 1e-6
function fact
  input Integer n;
  output Integer f;
algorithm
  if n <= 1 then
    f := 1;
  else
    f := n * fact(n - 1);
  end if;
end fact;

function fib
  input Real n;
  output Real f;
algorithm
  f := if n < 2 then n else fib(n - 1) + fib(n - 2);
end fib;

function power
  input Real x;
  input Integer k;
  output Real y;
algorithm
  y := if k == 0 then 1 else x * power(x, k - 1);
end power;

model FunctionRecursion
  Integer n = fact(5);
  parameter Integer m = 10;
  Real f;
  Real x(start = 1, fixed = true);
  Real p;
equation
  der(x) = 1;
  p = power(x, 3);
  f = fib(m);
end FunctionRecursion;
