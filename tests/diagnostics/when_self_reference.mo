// y's new value would need itself: an equation, not an assignment (spec 8.6).
model WhenSelfReference
  parameter Real x = 1;
  discrete Real y(start = 0, fixed = true);
equation
  when sample(0, 1) then
    y = x + y;
  end when;
end WhenSelfReference;
