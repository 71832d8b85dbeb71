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
  Boolean b = name(time) == "positive";
end string_model_compare;
