// A dimension named by an enumeration has one element per literal, numbered
// as the literals: a literal of a longer enumeration, or a number past the
// last literal, is out of range, and the message names the subscript as
// written with its number.
model EnumerationSubscriptRange
  type Logic = enumeration('0', '1', 'X');
  type Wide = enumeration(a, b, c, d);
  constant Logic Not[Logic] = {Logic.'1', Logic.'0', Logic.'X'};
  Real w[2, Logic] = fill(0, 2, 3);
  Logic y = Not[Wide.d];
  Real v = w[1, Integer(Logic.'X') + 1];
end EnumerationSubscriptRange;
