// String variables: discrete, they change at events.  label starts "none"
// and takes "crossing n at t" (t with 3 significant digits) each time x = t
// passes 0.5 + n (t = 0.5, 1.5, 2.5); last = pre(label) + " then " + label
// at t = 2.2, when label did not change ("crossing 2 at 1.5" twice); a
// function given label says 4 while it is "none", 17 after.  The
// assert x < 2.7 fails at t = 2.7, its message built of both Strings.
// run --stop-time=3
// expect exit 1
// expect stderr assertion failed: label: crossing 3 at 2.5; last: crossing 2 at 1.5 then crossing 2 at 1.5 (
// expect events @cross 3
// expect at 0.4 size 4 0
// expect at 1.0 size 17 0
// expect final n 3 0
model string_variable
  function length
    input String s;
    output Integer n;
  algorithm
    n := if s == "none" then 4 elseif s <> "" then 17 else 0;
  end length;
  Real x(start = 0, fixed = true);
  Integer n(start = 0, fixed = true);
  String label(start = "none");
  String last;
  Integer size;
equation
  der(x) = 1;
  when x > 0.5 + n then // @cross
    n = pre(n) + 1;
    label = "crossing " + String(n) + " at " + String(time, significantDigits = 3);
  end when;
  when x > 2.2 then
    last = pre(label) + " then " + label;
  end when;
  size = length(label);
  assert(x < 2.7, "label: " + label + "; last: " + last);
end string_variable;
