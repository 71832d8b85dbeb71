// while, break and return in a function body.  root(a) runs Newton's
// iteration for sqrt(a) until the step is below 1e-14 (break) or 100 steps;
// at a = 2 it is 1.41421356237.  firstOver(s) returns early from inside the
// loop with the first k (1, 2, ...) whose k^2 exceeds s: s = 11 gives 4 (an
// Integer assigned outside when-statements reads no state).  sumTo(n) adds 1..n with a while:
// n = 100 gives 5050.
// run --stop-time=1
// expect final r 1.41421356237 1e-10
// expect final k 4 0
// expect final s 5050 0
function root
  input Real a;
  output Real x = a;
protected
  Real step;
  Integer n = 0;
algorithm
  while n < 100 loop
    step := (x * x - a) / (2 * x);
    x := x - step;
    if abs(step) < 1e-14 then
      break;
    end if;
    n := n + 1;
  end while;
end root;

function firstOver
  input Real s;
  output Integer k = 1;
algorithm
  while true loop
    if k * k > s then
      return;
    end if;
    k := k + 1;
  end while;
end firstOver;

function sumTo
  input Integer n;
  output Integer s = 0;
protected
  Integer i = 1;
algorithm
  while i <= n loop
    s := s + i;
    i := i + 1;
  end while;
end sumTo;

model FunctionLoops
  Real t2(start = 0, fixed = true);
  Real r;
  parameter Real s0 = 11;
  Integer k;
  Integer s = sumTo(100);
equation
  der(t2) = 1;
  r = root(2 + 0 * t2);
algorithm
  k := firstOver(s0);
end FunctionLoops;
