// Strings compared in a model (spec 3.5): == and <> of String variables,
// String() of discrete values and literals, a Boolean that changes at
// events only.  mode is idle, then filling from t = 1, draining from t = 2;
// label = String(mode) follows it, so same (label == "filling") is true
// on [1, 2) only; padded is String(mode, minimumLength = 9) compared with
// "draining " (true from t = 2); changes counts the events where label
// differs from its value before (2); shown compares String(n) of an
// Integer with "2" and String(r, format = "5.2f") of a discrete Real,
// 0.5 then 1.5 from t = 2, with " 1.50".  The run stops at t = 2.5 where
// an assert fails, its message holding String(mode) padded and label.
// A function names the enumeration values it is given and its literals:
// named is true on [1, 2) only.
// run --stop-time=3
// expect exit 1
// expect stderr assertion failed: stopped draining  |draining (
// expect at 0.5 same 0 0
// expect at 1.5 same 1 0
// expect at 2.5 same 0 0
// expect at 1.5 padded 0 0
// expect final padded 1 0
// expect final changes 2 0
// expect at 1.5 shown 0 0
// expect final shown 1 0
// expect at 0.5 named 0 0
// expect at 1.5 named 1 0
// expect final named 0 0
model string_compare
  type Mode = enumeration(idle, filling, draining);
  function nameOf
    input Mode m;
    output String s;
  algorithm
    s := String(m) + "/" + String(Mode.draining, minimumLength = 9, leftJustified = false);
  end nameOf;
  Real x(start = 0, fixed = true);
  Mode mode;
  String label;
  Boolean same, padded, shown, named;
  Integer changes(start = 0, fixed = true);
  Integer n;
  discrete Real r(start = 0.5, fixed = true);
equation
  der(x) = 1;
  mode = if x < 1 then Mode.idle elseif x < 2 then Mode.filling else Mode.draining;
  label = String(mode);
  named = nameOf(mode) == "filling/ draining";
  same = label == "filling";
  padded = String(mode, minimumLength = 9) == "draining ";
  when label <> pre(label) then
    changes = pre(changes) + 1;
  end when;
  n = if x < 2 then 1 else 2;
  when x > 2 then
    r = 1.5;
  end when;
  shown = String(n) == "2" and String(r, format = "5.2f") == " 1.50";
  assert(String(Mode.draining) == "draining" and String(Mode.idle, minimumLength = 6, leftJustified = false) == "  idle",
         "String() of a literal");
  assert(x < 2.5, "stopped " + String(mode, minimumLength = 10) + "|" + label);
end string_compare;
