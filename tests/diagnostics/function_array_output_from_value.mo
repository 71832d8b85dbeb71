// The size of an output must be known at compile time: from the sizes of
// the inputs, not from their values.
function zerosOf
  input Integer n;
  output Real y[n];
algorithm
  y := zeros(n);
end zerosOf;

model FunctionArrayOutputFromValue
  Real z[3] = zerosOf(3);
end FunctionArrayOutputFromValue;
