// A delay time that changes in time is not supported: an error, never a
// silent wrong answer.
model DelayVariableTime
  Real x(start = 0, fixed = true), y;
equation
  der(x) = 1;
  y = delay(x, 0.1 + x);
end DelayVariableTime;
