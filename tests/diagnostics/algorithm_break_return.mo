// In a model's algorithm, break belongs in a loop and return nowhere (it
// belongs in a function).
model AlgorithmBreakReturn
  Real x(start = 1, fixed = true);
  Real y;
equation
  der(x) = -x;
algorithm
  y := x;
  if y > 2 then
    break;
  end if;
  while y > 0.5 loop
    y := y / 2;
    return;
  end while;
end AlgorithmBreakReturn;
