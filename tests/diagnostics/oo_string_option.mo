// String() takes significantDigits, minimumLength and leftJustified only.
model oo_string_option
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  assert(x < 1, "x = " + String(x, digits = 3));
end oo_string_option;
