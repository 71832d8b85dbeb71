// A protected element stays protected in the classes that inherit it
// (spec 4.1): Tank inherits the protected level of Vessel, and reading
// tank.level from outside is an error, as it would be in a Vessel.
model Vessel
  parameter Real area = 2;
protected
  Real level(start = 1, fixed = true);
equation
  area*der(level) = -0.5*level;
end Vessel;

model Tank
  extends Vessel(area = 4);
end Tank;

model oo_protected_inherited_read
  Tank tank;
  Real h = tank.level;
end oo_protected_inherited_read;
