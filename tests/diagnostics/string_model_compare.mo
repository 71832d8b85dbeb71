// A model compares Strings that change at events only (a function compares
// any): name(time) may change between events, so b is refused; an external
// function with a String output other than the C function's result is not
// supported yet: its call is refused (not its declaration, which a library
// may hold unused).
model string_model_compare
  function name
    input Real x;
    output String s;
  algorithm
    s := if x > 0 then "positive" else "other";
  end name;
  function text
    input Real x;
    output String s;
  external "C" hysc_test_text(x, s);
  end text;
  function report
    input String s;
  algorithm
    assert(false, s, AssertionLevel.warning);
  end report;
  Boolean b = name(time) == "positive";
equation
  when time > 1 then
    report(text(time));
  end when;
end string_model_compare;
