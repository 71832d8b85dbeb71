within Hybrid;
model Ball "A ball falling onto the floor at h = 0, bouncing back with restitution e"
  parameter Real e = 0.8 "coefficient of restitution";
  parameter Real g = 9.81 "gravity";
  Real h(start = 1, fixed = true, unit = "m") "height";
  Real v(start = 0, fixed = true, unit = "m/s") "velocity";
equation
  der(h) = v;
  der(v) = -g;
  when h < 0 then
    reinit(v, -e*pre(v));
  end when;
end Ball;
