within HyscTests;
// Variables and parameters of every type, for the MAT v4 result file test:
// a decaying x, a counter n of the times x falls below a threshold level,
// a Boolean below that flips at each such crossing.
model MatTypes
  parameter Real k(unit = "1/s") = 2 "Decay rate";
  parameter Integer steps = 3 "Number of threshold levels";
  parameter Boolean flip = true "Whether below toggles";
  constant Real x0 = 1 "Start value";
  Real x(start = x0, fixed = true, unit = "m") "Decaying quantity";
  Real y "Twice x";
  Integer n(start = 0) "Levels passed";
  Boolean below(start = false) "Toggles at each level";
equation
  der(x) = -k * x;
  y = 2 * x;
  when {x < 0.75, x < 0.5, x < 0.25} then
    n = pre(n) + 1;
    below = if flip then not pre(below) else pre(below);
  end when;
  annotation(experiment(StopTime = 1, Interval = 0.05));
end MatTypes;
