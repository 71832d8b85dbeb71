// String parameters and constants in an assert's message, joined with +,
// and String() of the values where the assertion fails: x = t fails x <
// limit = 0.7 at t = 0.7, after the samples at 0.25 and 0.5 (n = 2);
// String(x, significantDigits = 2) is 0.7, String(limit) 0.7 (six digits,
// %g), String(full) false (full = x > 2).  label = name + " " + "1" is
// folded at compile time.
// run --stop-time=1
// expect exit 1
// expect stderr assertion failed: tank 1: level 0.7 m after 2 samples (limit 0.7, full false)
// expect stderr t=0.7
model oo_string_assert
  parameter String name = "tank";
  constant String unit = " m";
  parameter String label = name + " " + "1";
  parameter Real limit = 0.7;
  Real x(start = 0, fixed = true);
  Integer n(start = 0, fixed = true);
  Boolean full = x > 2;
equation
  der(x) = 1;
  when sample(0.25, 0.25) then
    n = pre(n) + 1;
  end when;
  assert(x < limit, label + ": level " + String(x, significantDigits = 2) + unit + " after " + String(n) +
         " samples (limit " + String(limit) + ", full " + String(full) + ")");
end oo_string_assert;
