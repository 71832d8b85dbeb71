// A while-loop is a statement: it belongs in an algorithm section.
model WhileInEquations
  Real x(start = 1, fixed = true);
  Real y;
equation
  der(x) = -x;
  y = 0;
  while y < x loop
    y = y + 0.1;
  end while;
end WhileInEquations;
