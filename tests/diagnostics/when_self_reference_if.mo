// Inside an if-equation of a when-clause too, y = y + 1 is an equation
// that y's new value cannot satisfy.
model WhenSelfReferenceIf
  Real x(start = 0, fixed = true);
  discrete Real y(start = 0, fixed = true);
equation
  der(x) = 1;
  when sample(0, 1) then
    if x > 0.5 then
      y = y + 1;
    else
      y = 2;
    end if;
  end when;
end WhenSelfReferenceIf;
