// A when-equation inside an if-equation on a relation: not allowed at all,
// whatever the branches hold.
model WhenInVaryingIf
  Real x(start = 0, fixed = true);
  discrete Real n(start = 0, fixed = true);
equation
  der(x) = 1;
  if x > 0.5 then
    when sample(0, 0.1) then
      n = pre(n) + 1;
    end when;
  end if;
end WhenInVaryingIf;
