model Sampled "a first-order lag driven by a square wave that sample() switches: time events"
  discrete Real u(start = 0, fixed = true) "the square wave";
  Real x(start = 0, fixed = true);
equation
  der(x) = u - x;
  when sample(0.25, 0.3) then
    u = if pre(u) > 0.5 then 0 else 1;
  end when;
end Sampled;
