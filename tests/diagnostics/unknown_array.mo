// A subscripted name that is not declared.
model UnknownArray
  Real x;
equation
  x = q[1];
end UnknownArray;
