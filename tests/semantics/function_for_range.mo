// for-loops in a function body are C loops over a variable of their own.
// sumSquares(n) = n(n+1)(2n+1)/6: n = 10 gives 385.  The loop variable of
// 1:n is an Integer, so k := k + i stays Integer: countTo(4) = 1+2+3+4 = 10.
// Steps down and real steps: 10:-3:1 is 10, 7, 4, 1 (sum 22); 0:0.25:1 has
// five values summing to 2.5; an empty range 5:1 leaves the sum 0.
// n = integer(time*4) + 1 at t = 1 is 5: sumSquares(5) = 55.
// run --stop-time=1
// expect final a 385 0
// expect final k 10 0
// expect final down 22 0
// expect final quarters 2.5 1e-12
// expect final empty 0 0
// expect final late 55 0
// expect at 0.5 late 14 0
function sumSquares
  input Integer n;
  output Real s = 0;
algorithm
  for i in 1:n loop
    s := s + i^2;
  end for;
end sumSquares;

function countTo
  input Integer n;
  output Integer k = 0;
algorithm
  for i in 1:n loop
    k := k + i;
  end for;
end countTo;

function stepped
  input Real first;
  input Real step;
  input Real last;
  output Real s = 0;
algorithm
  for x in first:step:last loop
    s := s + x;
  end for;
end stepped;

model FunctionForRange
  Real x(start = 0, fixed = true);
  Real a = sumSquares(10);
  Integer k = countTo(4);
  Real down = stepped(10, -3, 1);
  Real quarters = stepped(0, 0.25, 1);
  Real empty = stepped(5, 1, 1);
  Real late;
equation
  der(x) = 1;
  late = sumSquares(integer(x * 4) + 1);
end FunctionForRange;
