// A String variable is discrete: it takes a value at events only, never a
// continuously changing String(x) outside a when-clause.
model string_variable_continuous
  Real x(start = 0, fixed = true);
  String now;
equation
  der(x) = 1;
  now = String(x);
end string_variable_continuous;
