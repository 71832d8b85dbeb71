// Subscripts of values that are scalars: a parenthesised number and the
// call of a function that has no array result.
model SubscriptOfScalarValue
  Real a = (1)[1];
  Real b = nofun(time)[2];
end SubscriptOfScalarValue;
