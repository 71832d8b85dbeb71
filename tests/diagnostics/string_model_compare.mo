// A model compares Strings at run time only where they change at events
// (a function may compare any): name(time) may change between them.
model string_model_compare
  function name
    input Real x;
    output String s;
  algorithm
    s := if x > 0 then "positive" else "other";
  end name;
  Boolean b = name(time) == "positive";
end string_model_compare;
