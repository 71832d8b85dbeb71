// The message of an assert in a function is built of literals and String(x)
// joined with +: a number, or a String() with an unknown option, is refused.
function check
  input Real u;
  output Real y;
algorithm
  assert(u > 0, u);
  assert(u < 9, "u = " + String(u, digits = 3));
  y := u;
end check;

model string_function_assert_message
  Real y = check(time);
end string_function_assert_message;
