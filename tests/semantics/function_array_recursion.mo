// Recursion on arrays: a condition on sizes is known at compile time, so
// only its branch taken is expanded and the recursion on smaller arrays
// ends.  rsum({1, 2, 3, 4}) = 10 through rsum of 3, 2 and 1 elements;
// rsum of no elements is 0; rmax({1, 7, 3, 4}) = 7 by an if-expression.
// rsum(h) with h' = -h, h(0) = {1, 2}: 3 exp(-1) = 1.10363832351 at t = 1.
// doubled({1}) calls itself with 2, 4, ... 1024 elements and gives 1024.
// run --stop-time=1
// expect final a 10 0
// expect final b 7 0
// expect final c 0 0
// expect final d 1024 0
// expect final e 1.10363832351 1e-5
function rsum
  input Real x[:];
  output Real s;
algorithm
  if size(x, 1) == 0 then
    s := 0;
  elseif size(x, 1) == 1 then
    s := x[1];
  else
    s := x[1] + rsum(x[2:end]);
  end if;
end rsum;

function rmax
  input Real x[:];
  output Real m;
algorithm
  m := if size(x, 1) == 1 then x[1] else max(x[1], rmax(x[2:end]));
end rmax;

function doubled
  input Real x[:];
  output Real n;
algorithm
  n := if size(x, 1) >= 1000 then size(x, 1) else doubled(cat(1, x, x));
end doubled;

model FunctionArrayRecursion
  Real h[2](start = {1, 2}, each fixed = true);
  Real a = rsum({1, 2, 3, 4});
  Real b = rmax({1, 7, 3, 4});
  Real c = rsum(fill(1, 0));
  Real d = doubled({1});
  Real e = rsum(h);
equation
  der(h) = -h;
end FunctionArrayRecursion;
