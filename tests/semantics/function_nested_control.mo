// Nested control flow: break inside an if inside a while leaves only the
// loop; return inside a nested while leaves the function.  firstDivisor(91)
// = 7; search(20) returns 3 (the first i whose square > 8 is 3, found in an
// inner loop).  count(x) counts the steps of 0.25 below x + 1: for x = 1
// - 1e-9, 8 of them (0, 0.25, ..., 1.75).
// run --stop-time=1
// expect final a 7 0
// expect final b 3 0
// expect final c 8 1e-12
function firstDivisor
  input Integer n;
  output Integer d = 2;
algorithm
  while d < n loop
    if mod(n, d) == 0 then
      break;
    end if;
    d := d + 1;
  end while;
end firstDivisor;

function search
  input Integer limit;
  output Integer found = 0;
protected
  Integer i = 0;
  Integer j;
algorithm
  while i < limit loop
    i := i + 1;
    j := 0;
    while j < i loop
      j := j + 1;
      if j * i > 8 and j == i then
        found := i;
        return;
      end if;
    end while;
  end while;
end search;

function count
  input Real x;
  output Real n = 0;
protected
  Real s = 0;
algorithm
  while s < x + 1 loop
    n := n + 1;
    s := s + 0.25;
  end while;
end count;

model FunctionNestedControl
  Real x(start = 0, fixed = true);
  Integer a = firstDivisor(91);
  Integer b = search(20);
  Real c;
equation
  der(x) = 1;
  c = count(1 - 1e-9) + 0 * x;
end FunctionNestedControl;
