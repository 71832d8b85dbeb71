// A literal beyond the range of a double would reach the C code as inf.
model NumberOutOfRange
  parameter Real big = 1e999;
  parameter Real small = 1e-999 "underflows to 0: accepted";
  Real x(start = 1, fixed = true);
equation
  der(x) = -big * x;
end NumberOutOfRange;
