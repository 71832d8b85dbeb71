within HyscTests;
// Event semantics on a clock x = time: a vector condition fires once per
// element that becomes true, 'or' fires once, elsewhen has priority order,
// several names share one declaration, pre() counts.
model WhenSemantics
  Real x(start = 0, fixed = true) "a clock", y, z "two outputs";
  Integer n(start = 0) "one count per element of the vector condition";
  Integer once(start = 0) "counts a condition joined with or";
  Integer which(start = 0) "the branch of a when/elsewhen that fired";
  discrete Real tHit(start = -1) "time of the last firing of the vector condition";
equation
  der(x) = 1;
  y = sin(x)^2 + cos(x)^2;
  z = if x > 0.5 then 2 * x else -x;
  when {x > 0.25, x > 0.5, x > 0.75} then
    n = pre(n) + 1;
    tHit = time;
  end when;
  when x > 0.25 or x > 0.75 then
    once = pre(once) + 1;
  end when;
  when x > 0.6 then
    which = 1;
  elsewhen x > 0.6 then
    which = 2;
  end when;
  annotation(experiment(StopTime = 1, Interval = 0.125));
end WhenSemantics;
