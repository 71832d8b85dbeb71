// Relations are defined on scalars only.
model RelationOnArrays
  Real x[2](each start = 0, each fixed = true);
  Boolean b;
equation
  der(x) = {1, 2};
  b = x > {1, 1};
end RelationOnArrays;
