// A loop whose range is known only at run time stays a C loop: it may read
// x[i] but not assign y[i] (the elements are separate variables).
function firstN
  input Real x[:];
  input Integer n;
  output Real y[size(x, 1)] = zeros(size(x, 1));
algorithm
  for i in 1:n loop
    y[i] := x[i];
  end for;
end firstN;

model FunctionArrayVaryingWrite
  Real y[3] = firstN({1, 2, 3}, 2);
end FunctionArrayVaryingWrite;
