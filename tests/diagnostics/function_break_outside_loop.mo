// break belongs in a loop; a when-statement does not belong in a function.
function early
  input Real u;
  output Real y = u;
algorithm
  if u > 1 then
    break;
  end if;
  when u > 2 then
    y := 2;
  end when;
end early;

model FunctionBreakOutsideLoop
  Real x(start = 1, fixed = true);
equation
  der(x) = -early(x);
end FunctionBreakOutsideLoop;
