// A call nested deeper than 10000 calls stops the run with an error naming
// the function and its line: rate(x, 10001) calls down 10002 times, one
// inside the other.  (The call used to give NaN silently: 'NaN > 0' was
// false, der(x) = x, and x(1) came out as e = 2.718 instead of 0.368.)
// run --stop-time=1
// expect exit 1
// expect stderr at t=0, function 'down' (
// expect stderr function_recursion_limit.mo:9) went deeper than 10000 nested calls
function down
  input Real x;
  input Integer n;
  output Real y;
algorithm
  y := if n <= 0 then x else down(x, n - 1);
end down;

function rate
  input Real x;
  input Integer n;
  output Real r;
algorithm
  r := if down(x, n) > 0 then -x else x;
end rate;

model FunctionRecursionLimit
  parameter Integer depth = 10001;
  Real x(start = 1, fixed = true);
equation
  der(x) = rate(x, depth);
end FunctionRecursionLimit;
