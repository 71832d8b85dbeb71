// delay() is not supported yet: an error, never a silent wrong answer.
model DelayUnsupported
  Real x(start = 0, fixed = true), y;
equation
  der(x) = 1;
  y = delay(x, 0.1);
end DelayUnsupported;
