// Two base classes declare g alike: the spec keeps one element (7.1.4), so
// Falling has one g, and its own modification of it applies.  Both bases'
// equations stay: der(h) = v from Kinematics, der(v) = -g from Gravity,
// with g = 2: h(1) = 5 - 1 = 4, v(1) = -2.
// run --stop-time=1
// expect final f.h 4 1e-6
// expect final f.v -2 1e-6
model Kinematics
  parameter Real g = 9.81 "gravity";
  Real h(start = 5, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(h) = v;
end Kinematics;

model Gravity
  parameter Real g = 9.81 "gravity";
  Real v(start = 0, fixed = true);
equation
  der(v) = -g;
end Gravity;

model Falling
  extends Kinematics;
  extends Gravity;
end Falling;

model oo_identical_inherited
  Falling f(g = 2);
end oo_identical_inherited;
