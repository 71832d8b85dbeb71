// '+' of a scalar and an array is not defined; '.+' is.
model ScalarPlusArray
  Real x[2];
equation
  x = 1 + {1, 2};
end ScalarPlusArray;
