// a needs b's new value and b needs a's: a loop that pre() would break.
model DiscreteLoopCompile
  Real x(start = 0, fixed = true);
  Boolean a, b;
equation
  der(x) = 1;
  a = not b;
  b = a and x > 1;
end DiscreteLoopCompile;
