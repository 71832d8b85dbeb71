// An attribute is of its variable's type (spec 4.8): a Boolean start for a
// Real, a Real start or max for an Integer are errors; an Integer start for
// a Real is a Real.
model AttributeTypes
  Real x(start = true);
  Real v(start = 1, fixed = true);
  Integer n(start = 0.5, max = 2.5);
  Boolean on(start = 1);
equation
  der(v) = -v;
  x = 2 * v;
  when v < 0.5 then
    n = pre(n) + 1;
    on = true;
  end when;
end AttributeTypes;
