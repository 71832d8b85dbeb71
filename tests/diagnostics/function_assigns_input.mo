// The inputs of a function are read-only.
function clip
  input Real u;
  output Real y;
algorithm
  if u > 1 then
    u := 1;
  end if;
  y := u;
end clip;

model FunctionAssignsInput
  Real x(start = 1, fixed = true);
equation
  der(x) = -clip(x);
end FunctionAssignsInput;
