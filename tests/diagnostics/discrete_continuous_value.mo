// A discrete variable outside a when-clause cannot follow a continuous value.
model DiscreteContinuousValue
  Real x(start = 0, fixed = true);
  discrete Real d;
equation
  der(x) = 1;
  d = 2 * x;
end DiscreteContinuousValue;
