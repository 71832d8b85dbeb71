// A for-loop's variable may not hide a variable of its function, and its
// range is numbers.
function total
  input Integer n;
  output Real s = 0;
protected
  Integer i = 0;
algorithm
  for i in 1:n loop
    s := s + i;
  end for;
  for b in 1:true loop
    s := s + b;
  end for;
end total;

model FunctionForHides
  Real y = total(3);
end FunctionForHides;
