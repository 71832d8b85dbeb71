// '/' needs a scalar divisor.
model DivideByArray
  Real x[2];
equation
  x = {1, 2} / {1, 2};
end DivideByArray;
