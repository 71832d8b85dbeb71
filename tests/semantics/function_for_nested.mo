// Nested for-loops in a function, over ranges and over an array literal,
// with break leaving only the innermost loop and return leaving the function.
// table(3): sum over i in 1:3, j in 1:i of i*j = 1 + (2+4) + (3+6+9) = 25.
// weighted(h) with h = 0.25: x takes 0, 0.25, 0.5, 0.75, 1; w takes 1 then
// 2.5, but once x > 0.55 the break after w = 1 ends the inner loop:
// (0) + (0.25 + 0.625) + (0.5 + 1.25) + (0.75) + (1) = 4.375.
// firstPair(20): the first (i, j) with i*j = 12 and j <= i, i from 1: i = 4,
// j = 3, returned as 10*i + j = 43.  firstPair(3) finds none and keeps -1.
// run --stop-time=1
// expect final a 25 0
// expect final b 4.375 1e-12
// expect final c 43 0
// expect final d -1 0
function table
  input Integer n;
  output Integer s = 0;
algorithm
  for i in 1:n, j in 1:i loop
    s := s + i * j;
  end for;
end table;

function weighted
  input Real h;
  output Real s = 0;
algorithm
  for x in 0:h:1 loop
    for w in {1, 2.5} loop
      s := s + w * x;
      if x > 0.55 then
        break;
      end if;
    end for;
  end for;
end weighted;

function firstPair
  input Integer n;
  output Integer code = -1;
algorithm
  for i in 1:n loop
    for j in 1:i loop
      if i * j == 12 then
        code := 10 * i + j;
        return;
      end if;
    end for;
  end for;
end firstPair;

model FunctionForNested
  Real x(start = 0, fixed = true);
  Integer a = table(3);
  Real b = weighted(0.25);
  Integer c = firstPair(20);
  Integer d = firstPair(3);
equation
  der(x) = 1;
end FunctionForNested;
