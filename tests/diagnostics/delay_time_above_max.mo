// delay(u, delayTime, delayMax) needs delayTime <= delayMax (spec 3.7.4):
// a buffer sized for 0.5 s cannot give u 0.8 s late.
model DelayTimeAboveMax
  parameter Real lag = 0.8;
  Real u, y;
equation
  u = cos(time);
  y = delay(u, lag, 0.5);
end DelayTimeAboveMax;
