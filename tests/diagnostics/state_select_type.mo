// stateSelect takes a value of the enumeration StateSelect: an Integer, a
// Boolean, a literal of another enumeration or a parameter of another type
// is an error where it is written, also through a parameter of a component.
type Level = enumeration(low, high);
model Spring
  parameter StateSelect select = StateSelect.default;
  parameter Integer number = 3;
  Real s(start = 0.1, fixed = true, stateSelect = select);
  Real v(start = 0, fixed = true, stateSelect = number);
equation
  der(s) = v;
  der(v) = -s;
end Spring;
model StateSelectType
  parameter Level level = Level.high;
  Spring a(select = StateSelect.prefer);
  Spring b(s(stateSelect = 3));
  Spring c(v(stateSelect = true));
  Spring d(s(stateSelect = Level.low));
  Spring e(s(stateSelect = level));
  Spring f(s(stateSelect = if level == Level.high then StateSelect.prefer else 2));
end StateSelectType;
