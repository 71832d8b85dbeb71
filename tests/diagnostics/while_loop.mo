// while-loops in algorithms are not supported yet.
model WhileLoop
  Real x;
algorithm
  x := 0;
  while x < 3 loop
    x := x + 1;
  end while;
end WhileLoop;
