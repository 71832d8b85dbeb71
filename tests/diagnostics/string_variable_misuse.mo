// A String variable is no number: it stands in no Real equation, and a
// model does not compare Strings (a function may).
model string_variable_misuse
  Real x(start = 0, fixed = true);
  Real z;
  Boolean same;
  String label(start = "none");
equation
  der(x) = 1;
  z = x + label;
  same = label == "none";
  when x > 1 then
    label = "past " + String(time);
  end when;
end string_variable_misuse;
