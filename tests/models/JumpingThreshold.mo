// A threshold that jumps without event (noEvent) between 5 and 1.5 each
// time sin(40 t) changes sign, read only by a discrete equation's relation:
// x = t rises until it passes the threshold, at t = 1.5 (sin(60) < 0 there,
// so the threshold is 1.5), and then holds.
model JumpingThreshold
  Real x(start = 0, fixed = true);
  Real s = sin(40*time);
  Real lim "jumps without event, read only by the relation below";
  Boolean started(start = false, fixed = true);
equation
  der(x) = if started then 0 else 1;
  lim = if noEvent(s > 0) then 5 else 1.5;
  started = pre(started) or x > lim;
  annotation(experiment(StopTime = 3));
end JumpingThreshold;
