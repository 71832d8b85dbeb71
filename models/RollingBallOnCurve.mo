within ;
function curve "Height of the valley with a hump: a x^2 plus a Gaussian"
  input Real x;
  input Real a "Curvature of the valley";
  input Real A "Height of the hump";
  input Real xh "Position of the hump";
  input Real w "Width of the hump";
  output Real f;
algorithm
  f := a * x^2 + A * exp(-((x - xh) / w)^2);
end curve;

function slope "Derivative of curve with respect to x"
  input Real x;
  input Real a;
  input Real A;
  input Real xh;
  input Real w;
  output Real fx;
algorithm
  fx := 2 * a * x - 2 * A * (x - xh) / w^2 * exp(-((x - xh) / w)^2);
end slope;

model RollingBallOnCurve
  "RollingBall with the curve and its slope written once, as functions: a
   point ball on the curve y = f(x): it rolls while the curve pushes on it,
   lifts off when the normal force vanishes, flies, and on impact is put back
   on the curve with normal and tangential restitution"
  parameter Real g = 9.81 "Gravitational acceleration";
  parameter Real m = 1 "Mass";
  parameter Real eN = 0.5 "Coefficient of restitution, normal to the curve";
  parameter Real eT = 1 "Coefficient of restitution, along the curve";
  parameter Real vStick = 0.5 "Normal speed after impact below which the ball rolls on";
  parameter Real c = 0 "Damping coefficient";
  parameter Real gap = 1e-8
    "Depth below the curve that counts as an impact: while rolling, y - f is zero
     only up to rounding, and the impact condition must not see that noise";
  parameter Real a = 0.2 "Curvature of the valley: f = a x^2 + hump";
  parameter Real A = 1 "Height of the hump";
  parameter Real xh = 3 "Position of the hump";
  parameter Real w = 0.5 "Width of the hump";
  parameter Real x0 = -4 "Start position, at rest on the curve";
  Real x(start = x0, fixed = true) "Horizontal position";
  Real y(start = a * x0^2) "Height (on the curve while rolling)";
  Real vx(start = 0, fixed = true) "Horizontal velocity";
  Real vy(start = 0) "Vertical velocity";
  Real lambda "Normal force multiplier: the curve pushes with lambda * grad G, G = y - f";
  Real f "Height of the curve below the ball";
  Real fx "Slope of the curve";
  Real vn "Velocity normal to the curve, positive away from it";
  Real vt "Velocity along the curve";
  Real E "Mechanical energy per unit mass";
  Boolean rolling(start = true) "On the curve";
equation
  f = curve(x, a, A, xh, w);
  fx = slope(x, a, A, xh, w);
  vn = (vy - fx * vx) / sqrt(1 + fx^2);
  vt = (vx + fx * vy) / sqrt(1 + fx^2);
  E = g * y + (vx^2 + vy^2) / 2;
  der(x) = vx;
  der(y) = vy;
  m * der(vx) = -c * vx - lambda * fx;
  m * der(vy) = -m * g - c * vy + lambda;
  if rolling then
    y = f;
  else
    lambda = 0;
  end if;
  when rolling and lambda < 0 then
    rolling = false;
  elsewhen not rolling and y < f - gap then
    rolling = eN * abs(vn) < vStick;
    reinit(y, f);
    reinit(vx, (vt - fx * (if eN * abs(vn) < vStick then 0 else -eN * vn)) / sqrt(1 + fx^2));
    reinit(vy, (fx * vt + (if eN * abs(vn) < vStick then 0 else -eN * vn)) / sqrt(1 + fx^2));
  end when;
  annotation(experiment(StopTime = 6, Interval = 0.005), __hysc(invariant = "E"));
end RollingBallOnCurve;
