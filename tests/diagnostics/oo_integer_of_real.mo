// Integer() converts an enumeration value (Integer(Mode.b) = 2); of a Real
// it is not defined, and is not passed through as if it were.
model oo_integer_of_real
  type Mode = enumeration(a, b);
  Mode m = Mode.b;
  Integer k = Integer(2.7);
end oo_integer_of_real;
