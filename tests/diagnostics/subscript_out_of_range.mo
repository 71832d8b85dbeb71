// A constant subscript past the end of the array.
model SubscriptOutOfRange
  Real x[3](each start = 0, each fixed = true);
equation
  der(x) = {1, 2, 3};
  when x[4] > 1 then
    reinit(x[1], 0);
  end when;
end SubscriptOutOfRange;
