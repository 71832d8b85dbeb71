// A phasor turning at w: its angle through atan2 (phi), twice that angle
// wrapped by a function (a) and a product through noEvent (p) are recorded
// only: nothing else reads them.  q = |y| is read by a when-clause.
function wrap "u into [-pi, pi)"
  input Real u;
  output Real y;
protected
  constant Real pi = 3.14159265358979323846;
algorithm
  y := u - 2*pi*floor((u + pi)/(2*pi));
end wrap;

model RecordedAngle
  parameter Real w = 0.5;
  Real x(start = 1, fixed = true);
  Real y(start = 0, fixed = true);
  Real r "radius";
  Real phi "angle, recorded only";
  Real a "twice the angle, wrapped, recorded only";
  Real p "radius times |phi|, recorded only";
  Real q "|y|, which a when-clause reads";
  Integer n(start = 0, fixed = true) "times q rose past 0.9";
equation
  der(x) = -w*y;
  der(y) = w*x;
  r = sqrt(x^2 + y^2);
  phi = if noEvent(r <= 1e-12) then 0 else atan2(y, x);
  a = wrap(2*phi);
  p = r*noEvent(abs(phi));
  q = noEvent(abs(y));
  when q > 0.9 then
    n = pre(n) + 1;
  end when;
  annotation(experiment(StopTime = 20, Tolerance = 1e-10, Interval = 0.1));
end RecordedAngle;
