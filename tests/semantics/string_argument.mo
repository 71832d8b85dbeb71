// A String input takes a String built at run time: the when-clause passes
// "x = " + String(x, format = "05.2f") + ... + String(n, ...) to a
// function that reports it in its asserts.  x = t crosses 1.5 at t = 1.5
// (n = 1: a warning) and 2.5 at t = 2.5 (n = 2: an error, the run stops);
// each message has that firing's values: x with two decimals, 5 wide with
// zeros, whether x > 2, and the count n (3 wide, right-justified).
// run --stop-time=3
// expect exit 1
// expect events @cross 2
// expect event @cross 1 1.5 1e-6
// expect stderr crossing x = 01.50 (high false), count   1 (assert of function 'report' at line 18)
// expect stderr stop at crossing x = 02.50 (high true), count   2 (assert of function 'report' at line 19)
model string_argument
  function report
    input String text;
    input Boolean fatal;
  algorithm
    assert(fatal, "crossing " + text, AssertionLevel.warning);
    assert(not fatal, "stop at crossing " + text);
  end report;
  Real x(start = 0, fixed = true);
  Integer n(start = 0, fixed = true);
equation
  der(x) = 1;
  when x > 1.5 + n then // @cross
    n = pre(n) + 1;
    report("x = " + String(x, format = "05.2f") + " (high " + String(x > 2) + "), count " +
           String(n, minimumLength = 3, leftJustified = false), n >= 2);
  end when;
end string_argument;
