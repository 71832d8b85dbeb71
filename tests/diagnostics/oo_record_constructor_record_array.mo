// A field that is an array of records cannot be set by a constructor yet:
// said at the value, not as "not a record".
record One
  Real x;
end One;
record Pair
  One v[2];
end Pair;
model oo_record_constructor_record_array
  One o = One(time);
  Pair p = Pair({o, One(7)});
end oo_record_constructor_record_array;
