within ;
model ImpactBallOnCurve
  "The ball of RollingBall.mo on its curve y = f(x), written with impacts
   only: no rolling mode in the model text.  Dropped above the valley, it
   bounces; when its impacts accumulate it continues in contact, rolling"
  parameter Real g = 9.81 "Gravitational acceleration";
  parameter Real eN = 0.5 "Coefficient of restitution, normal to the curve";
  parameter Real a = 0.2 "Curvature of the valley: f = a x^2 + hump";
  parameter Real A = 1 "Height of the hump";
  parameter Real xh = 3 "Position of the hump";
  parameter Real w = 0.5 "Width of the hump";
  Real x(start = -2, fixed = true) "Horizontal position";
  Real y(start = 1, fixed = true) "Height";
  Real vx(start = 0, fixed = true) "Horizontal velocity";
  Real vy(start = 0, fixed = true) "Vertical velocity";
  Real fx "Slope of the curve";
  Real vn "Velocity normal to the curve, positive away from it";
  Real vt "Velocity along the curve";
equation
  fx = 2 * a * x - 2 * A * (x - xh) / w^2 * exp(-((x - xh) / w)^2);
  vn = (vy - fx * vx) / sqrt(1 + fx^2);
  vt = (vx + fx * vy) / sqrt(1 + fx^2);
  der(x) = vx;
  der(y) = vy;
  der(vx) = 0;
  der(vy) = -g;
  when y < a * x^2 + A * exp(-((x - xh) / w)^2) then
    reinit(vx, (vt + fx * eN * vn) / sqrt(1 + fx^2));
    reinit(vy, (fx * vt - eN * vn) / sqrt(1 + fx^2));
  end when;
  annotation(experiment(StopTime = 6, Interval = 0.005));
end ImpactBallOnCurve;
