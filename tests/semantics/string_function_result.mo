// Functions with String outputs and String locals, a comparison of Strings
// in a function, and a String result used in a when-clause and in a message
// of the model.  grade(x) is "low" below 1, "mid(x m)" below 2 (x with 2
// significant digits, " m" from a local), "high" above.  x = t: the
// when-clause fires at 1.5 (n = 1, warns "grade mid(1.5 m)") and at 2.5
// (n = 2, high = isHigh("high") = true); the model's assert x < 2.9 fails
// at t = 2.9 with "x is high at 2.9".
// run --stop-time=3
// expect exit 1
// expect stderr grade mid(1.5 m) (assert of function 'report' at line 40)
// expect stderr assertion failed: x is high at 2.9 (
// expect events @fire 2
// expect at 2.4 high 0 0
// expect final high 1 0
// expect final n 2 0
model string_function_result
  function grade
    input Real x;
    output String s;
  protected
    String unit = " m";
  algorithm
    if x < 1 then
      s := "low";
    elseif x < 2 then
      s := "mid(" + String(x, significantDigits = 2) + unit + ")";
    else
      s := "high";
    end if;
  end grade;
  function isHigh
    input String g;
    output Boolean b;
  algorithm
    b := g == "high" and not g <> "high";
  end isHigh;
  function report
    input String text;
  algorithm
    assert(false, "grade " + text, AssertionLevel.warning);
  end report;
  Real x(start = 0, fixed = true);
  Integer n(start = 0, fixed = true);
  Boolean high(start = false, fixed = true);
equation
  der(x) = 1;
  when x > 1.5 + n then // @fire
    n = pre(n) + 1;
    high = isHigh(grade(x));
    report(grade(x));
  end when;
  assert(x < 2.9, "x is " + grade(x) + " at " + String(time));
end string_function_result;
