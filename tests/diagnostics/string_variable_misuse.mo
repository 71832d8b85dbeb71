// A String variable is no number: it stands in no Real equation.
model string_variable_misuse
  Real x(start = 0, fixed = true);
  Real z;
  String label(start = "none");
equation
  der(x) = 1;
  z = x + label;
  when x > 1 then
    label = "past " + String(time);
  end when;
end string_variable_misuse;
