// An Integer or Real bound to a value of an enumeration, alone or in an
// array constructor, is refused (spec 4.9.5): Integer() gives the number.
model EnumerationNumberBinding
  type Mode = enumeration(idle, busy, done);
  parameter Integer a = Mode.done;
  parameter Real t[Mode] = {1, Mode.idle, 3};
  parameter Integer n = Integer(Mode.busy);
  Mode m = Mode.busy;
  Integer k = m;
end EnumerationNumberBinding;
