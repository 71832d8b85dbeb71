// A for-loop's variable may not hide a variable of its function, and a
// for-loop in a function ranges over a:b, a:step:b or {e1, e2, ...}.
function total
  input Integer n;
  output Real s = 0;
protected
  Integer i = 0;
algorithm
  for i in 1:n loop
    s := s + i;
  end for;
  for j in n loop
    s := s + j;
  end for;
  for b in 1:true loop
    s := s + b;
  end for;
end total;

model FunctionForHides
  Real y = total(3);
end FunctionForHides;
