// An external function with a String output other than the C function's
// result is not supported yet: its call is refused (not its declaration,
// which a library may hold unused).
model external_string_output
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
equation
  when time > 1 then
    report(text(time));
  end when;
end external_string_output;
