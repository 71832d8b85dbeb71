// Loops over array inputs.  firstAbove(v, 3.5) with v = {3, 1, 4, 1.5}: the
// loop indexes v, so it is unrolled, and its break still leaves it at the
// first element above 3.5: 3.  pick(v, n) adds v[1..n] in a loop whose end
// n is known only at run time (v[i] chosen among the elements): n = 3 gives
// 8; n = integer(t) + 2 is 2 before t = 1 (4) and 3 after it (8).  spread
// calls minmax (an array function inside an array function) and gives hi -
// lo = 3.  A loop over the array itself: for e in x adds 3 + 1 + 4 + 1.5 =
// 9.5.
// run --stop-time=1.5
// expect final k 3 0
// expect final p 8 0
// expect at 0.5 q 4 0
// expect final q 8 0
// expect final d 3 0
// expect final e 9.5 0
function firstAbove
  input Real x[:];
  input Real limit;
  output Integer k = 0;
algorithm
  for i in 1:size(x, 1) loop
    if x[i] > limit then
      k := i;
      break;
    end if;
  end for;
end firstAbove;

function pick
  input Real x[:];
  input Integer n;
  output Real s = 0;
algorithm
  for i in 1:n loop
    s := s + x[i];
  end for;
end pick;

function minmax
  input Real x[:];
  output Real lo = min(x);
  output Real hi = max(x);
end minmax;

function spread
  input Real x[:];
  output Real d;
protected
  Real lo, hi;
algorithm
  (lo, hi) := minmax(x);
  d := hi - lo;
end spread;

function total
  input Real x[:];
  output Real s = 0;
algorithm
  for e in x loop
    s := s + e;
  end for;
end total;

model FunctionArrayLoops
  Real x(start = 0, fixed = true);
  parameter Real v[4] = {3, 1, 4, 1.5};
  Integer k = firstAbove(v, 3.5);
  Real p = pick(v, 3);
  Real q;
  Real d = spread(v);
  Real e = total(v);
equation
  der(x) = 1;
  q = pick(v, integer(x) + 2);
end FunctionArrayLoops;
