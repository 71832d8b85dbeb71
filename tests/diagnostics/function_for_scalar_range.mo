// A for-loop ranges over a vector: a scalar input is not one.
function total
  input Integer n;
  output Real s = 0;
algorithm
  for j in n loop
    s := s + j;
  end for;
end total;

model FunctionForScalarRange
  Real y = total(3);
end FunctionForScalarRange;
