// Strings built at run time go only to String inputs and messages: a
// String added to a number, a String given to a Real input, der() of a
// String, and formats that are not one conversion of the value's type.
model string_misuse
  function report
    input String text;
  algorithm
    assert(false, text, AssertionLevel.warning);
  end report;
  function twice
    input Real u;
    output Real y;
  algorithm
    y := 2 * u;
  end twice;
  parameter String label = "tank";
  Real x(start = 0, fixed = true);
  Integer n(start = 0, fixed = true);
  Real y;
  Real z;
equation
  der(x) = 1;
  y = twice(String(x));
  z = der(label);
  when x > 1 then
    n = pre(n) + 1;
    report("n = " + n);
    report("x = " + String(x, format = "%5.1f"));
    report("n = " + String(n, format = "5.1f"));
  end when;
end string_misuse;
