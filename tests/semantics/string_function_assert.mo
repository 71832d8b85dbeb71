// The message of an assert inside a function holds values: String() of the
// function's inputs and locals, with its options, built when the assert
// fails.  x = t reaches the limit 1.5 at t = 1.5, an output time (asserts
// of functions are checked at accepted points); the function sees u = 1.5
// (three significant digits: 1.5), its local k = 2 (the number
// of whole units passed, padded to 3 on the left), and u > 1 true.  The
// static part of the message and the assert's place follow the usual form.
// run --stop-time=2
// expect exit 1
// expect stderr at t=1.5, assertion failed: level 1.5 above limit after   2 units, high true (assert of function 'capped' at line 20) (
// expect stderr string_function_assert.mo:30)
function capped
  input Real u;
  input Real limit;
  output Real y;
protected
  Integer k;
algorithm
  k := integer(u) + 1;
  assert(u < limit, "level " + String(u, significantDigits = 3) + " above limit after " + String(k, minimumLength = 3, leftJustified = false) + " units, high " + String(u > 1));
  y := 2 * u;
end capped;

model string_function_assert
  parameter Real limit = 1.5;
  Real x(start = 0, fixed = true);
  Real y;
equation
  der(x) = 1;
  y = capped(x, limit);
end string_function_assert;
