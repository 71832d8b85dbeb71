model NoEventSliding "chattering without events: x slides on x = 0 from t = 1"
  Real x(start = 1, fixed = true);
  Real u;
equation
  u = noEvent(if x > 0 then -1 else 1);
  der(x) = u;
  annotation(experiment(StopTime = 2));
end NoEventSliding;
