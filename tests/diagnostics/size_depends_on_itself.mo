// A size defined through itself.
model SizeDependsOnItself
  parameter Integer n = size(x, 1);
  Real x[n];
equation
end SizeDependsOnItself;
