// while, break and return belong to function bodies (so far).
model WhileOutsideFunction
  Real x(start = 1, fixed = true);
  Real y;
equation
  der(x) = -x;
algorithm
  y := 0;
  while y < x loop
    y := y + 0.1;
  end while;
end WhileOutsideFunction;
