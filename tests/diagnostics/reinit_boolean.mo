// Only states can be reinitialized; 'done' is a Boolean.
model ReinitBoolean
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
  Boolean done(start = false);
equation
  der(h) = v;
  der(v) = -9.81;
  when h < 0 then
    reinit(done, true);
  end when;
end ReinitBoolean;
