// A protected element cannot be modified from outside the class.
model Tank
  parameter Real area = 2;
  Real level(start = 1, fixed = true);
protected
  parameter Real outflow = 0.5;
equation
  area*der(level) = -outflow;
end Tank;

model oo_protected_modified
  Tank t(area = 3, outflow = 1);
end oo_protected_modified;
