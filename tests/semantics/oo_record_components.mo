// Records as components: their variables get dotted names, and a
// 'parameter' record makes all of them parameters.  A tank with a protected
// outflow, modified through extends (allowed inside the class hierarchy):
// area level' = -outflow, level(0) = p.level0 = 3, area = p.area = 2,
// outflow = 0.5: level(2) = 3 - 0.5 * 2 / 2 = 2.5.  pos.x = time, pos.y =
// 2 time: at t = 2, pos.x = 2, pos.y = 4.
// run --stop-time=2
// expect final t.level 2.5 1e-9
// expect final pos.x 2 1e-12
// expect final pos.y 4 1e-12
record Point
  Real x, y;
end Point;

record TankData
  Real area = 1;
  Real level0 = 1;
end TankData;

model BaseTank
  parameter Real area = 1;
  parameter Real level0 = 1;
  Real level(start = level0, fixed = true);
protected
  parameter Real outflow = 0.1;
equation
  area*der(level) = -outflow;
end BaseTank;

model Tank
  extends BaseTank(outflow = 0.5);
end Tank;

model oo_record_components
  parameter TankData p(area = 2, level0 = 3);
  Tank t(area = p.area, level0 = p.level0);
  Point pos;
equation
  pos.x = time;
  pos.y = 2*time;
end oo_record_components;
