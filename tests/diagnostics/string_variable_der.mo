// A String variable has no derivative.
model string_variable_der
  Real x(start = 0, fixed = true);
  Real y;
  String label(start = "none");
equation
  der(x) = 1;
  y = der(label);
  when x > 1 then
    label = "past";
  end when;
end string_variable_der;
