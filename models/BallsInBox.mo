model BallsInBox "Two balls thrown in a box 1 m wide: they fly, bounce on the
  floor and on the walls; a 2-D model to plot x-y and to animate"
  type Position = Real(unit = "m");
  type Velocity = Real(unit = "m/s");
  parameter Real g(unit = "m/s2") = 9.81 "Gravitational acceleration";
  parameter Real e = 0.8 "Coefficient of restitution, floor and walls";
  parameter Position width = 1 "Width of the box";
  Position x1(start = 0.2, fixed = true) "Ball 1, horizontal";
  Position y1(start = 1, fixed = true) "Ball 1, height";
  Velocity vx1(start = 2, fixed = true);
  Velocity vy1(start = 0, fixed = true);
  Position x2(start = 0.9, fixed = true) "Ball 2, horizontal";
  Position y2(start = 0.5, fixed = true) "Ball 2, height";
  Velocity vx2(start = -1, fixed = true);
  Velocity vy2(start = 2, fixed = true);
equation
  der(x1) = vx1;
  der(y1) = vy1;
  der(vx1) = 0;
  der(vy1) = -g;
  der(x2) = vx2;
  der(y2) = vy2;
  der(vx2) = 0;
  der(vy2) = -g;
  when y1 < 0 then
    reinit(vy1, -e * pre(vy1));
  end when;
  when x1 > width or x1 < 0 then
    reinit(vx1, -e * pre(vx1));
  end when;
  when y2 < 0 then
    reinit(vy2, -e * pre(vy2));
  end when;
  when x2 > width or x2 < 0 then
    reinit(vx2, -e * pre(vx2));
  end when;
  annotation(experiment(StopTime = 2, Interval = 0.01));
end BallsInBox;
