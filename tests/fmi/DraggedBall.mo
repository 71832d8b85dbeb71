model DraggedBall "a ball bouncing with air drag, so that the solvers' history matters: the FMU state rolled back and a step repeated"
  parameter Real e = 0.7 "coefficient of restitution";
  parameter Real k = 0.3 "drag per unit mass, 1/m";
  Real h(start = 1, fixed = true, unit = "m");
  Real v(start = 0, fixed = true, unit = "m/s");
equation
  der(h) = v;
  der(v) = -9.81 - k*v*abs(v);
  when h < 0 then
    reinit(v, -e*pre(v));
  end when;
end DraggedBall;
