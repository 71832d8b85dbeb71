// der() has no meaning at an event instant.
model DerInWhen
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
  discrete Real vImpact;
equation
  der(h) = v;
  der(v) = -9.81;
  when h < 0 then
    vImpact = der(h);
  end when;
end DerInWhen;
