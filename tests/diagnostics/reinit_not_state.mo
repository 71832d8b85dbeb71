// 'e' is a parameter and 'w' never appears in der(): neither can be reinitialized.
model ReinitNotState
  parameter Real e = 0.8;
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
  Real w;
equation
  der(h) = v;
  der(v) = -9.81;
  w = 2 * v;
  when h < 0 then
    reinit(e, 0.5);
    reinit(w, -w);
  end when;
end ReinitNotState;
